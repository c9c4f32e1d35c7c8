import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { EventBus } from '../../lib/events.ts';
import type { SmtpRejection } from '../mail/events.ts';
import { MetricsRegistry } from '../../lib/metrics.ts';

/** Request latency buckets, seconds: a cached listing answers in 1 ms, a slow upload in 5 s. */
const LATENCY_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const REJECTIONS: SmtpRejection[] = [
  'unknown_recipient',
  'too_many_recipients',
  'too_large',
  'rate_limited',
  'storage_failure',
  'session_expired',
];

export interface OutboxStats {
  pending: number;
  /** Seconds since the oldest unsent mail was queued; 0 when none waits. */
  oldestPendingAgeS: number;
}

export interface MetricsSources {
  events: EventBus;
  outboxStats(): Promise<OutboxStats>;
  openStreams(): number;
}

/**
 * The shop's series (DESIGN §6 `GET /metrics`). Counters follow domain events and the HTTP
 * hook; gauges are read when scraped, so an idle shop costs nothing between scrapes.
 */
export function createMetrics({ events, outboxStats, openStreams }: MetricsSources) {
  const registry = new MetricsRegistry();
  const http = registry.histogram(
    'shop_http_request_duration_seconds',
    'HTTP requests by method, route pattern and status class, time to the last byte',
    ['method', 'route', 'status_class'],
    LATENCY_BUCKETS,
  );
  const accepted = registry.counter(
    'shop_smtp_messages_accepted_total',
    'Messages the MX answered 250 to (committed)',
  );
  const rejected = registry.counter(
    'shop_smtp_rejections_total',
    'What the MX refused: a recipient (unknown_recipient, too_many_recipients), a message (too_large, storage_failure, rate_limited) or a connection (rate_limited)',
    ['reason'],
    REJECTIONS.map((reason) => ({ reason })),
  );
  events.on('smtp.accepted', () => accepted.inc());
  events.on('smtp.rejected', ({ reason }) => rejected.inc({ reason }));

  // One query serves both outbox gauges of a scrape.
  let stats: Promise<OutboxStats> | null = null;
  const readStats = () => {
    stats ??= outboxStats().finally(() => setImmediate(() => (stats = null)));
    return stats;
  };
  registry.gauge('shop_outbox_pending_mails', 'Outbound mails not sent yet', async () => [
    [{}, (await readStats()).pending],
  ]);
  registry.gauge(
    'shop_outbox_oldest_pending_age_seconds',
    'Age of the oldest outbound mail not sent yet; 0 when none waits',
    async () => [[{}, (await readStats()).oldestPendingAgeS]],
  );
  registry.gauge('shop_sse_clients', 'Realtime (SSE) streams open on this instance', () => [
    [{}, openStreams()],
  ]);
  registry.gauge('process_resident_memory_bytes', 'Resident memory size in bytes', () => [
    [{}, process.memoryUsage.rss()],
  ]);

  const loopDelay = monitorEventLoopDelay({ resolution: 20 });
  loopDelay.enable();
  registry.gauge(
    'nodejs_eventloop_lag_p99_seconds',
    'Event-loop delay, 99th percentile since the previous scrape',
    () => {
      const p99 = loopDelay.count ? loopDelay.percentile(99) / 1e9 : 0;
      loopDelay.reset();
      return [[{}, p99]];
    },
  );

  return {
    /** Called once per finished HTTP request; `route` is the pattern, never the raw URL. */
    observeRequest(method: string, route: string, statusCode: number, seconds: number): void {
      http.observe({ method, route, status_class: `${Math.floor(statusCode / 100)}xx` }, seconds);
    },
    render: () => registry.render(),
    close(): void {
      loopDelay.disable();
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
