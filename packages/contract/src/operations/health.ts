import { HealthData } from '../health.ts';
import { operationGroup } from '../operation.ts';

const op = operationGroup({ tags: ['ops'], access: 'public' });

/** Whether this instance can serve: for load balancers, uptime checks and the operator. */
export const healthApi = {
  /** Answers its report with 200 when healthy and 503 when not (the server's `statuses`). */
  check: op({
    method: 'GET',
    path: '/health',
    description:
      '200 when this instance can take orders and mail; 503 naming the failing parts in `failing` (db, smtp_in, workers). An unreachable relay, file store or realtime LISTEN only degrades it (`degraded`: mail_out, files, realtime), since outbound mail waits in the outbox and orders go on without pictures or live updates.',
    response: HealthData,
  }),
};
