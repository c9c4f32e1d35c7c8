import type { HealthChecks, HealthData } from '@shop/contract';
import type { OutboxStats } from '../metrics/service.ts';

/** A database slower than this is as good as down for a load balancer. */
const DB_TIMEOUT_MS = 3_000;
/** The relay is asked at most this often; health is polled far more (and benchmarked). */
const RELAY_CHECK_EVERY_MS = 30_000;
/** The file store is tried at most this often: a write or a HEAD each time, not per request. */
const FILES_CHECK_EVERY_MS = 5_000;
const FILES_TIMEOUT_MS = 3_000;

export interface HealthSources {
  /** One query: proves the database answers and reads the outbox. */
  outboxStats(): Promise<OutboxStats>;
  transport: 'smtp' | 'dev-mailbox';
  verifyTransport(): Promise<void>;
  files: { kind: 'disk' | 's3'; probe(): Promise<void> };
  realtime: { kind: 'in-process' | 'postgres'; listening(): 'ok' | 'down' | 'idle' };
  onFault(source: string, err: unknown): void;
  now?: () => number;
}

type Probe = () => boolean;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * What /api/health reports (DESIGN §6). The database, the MX and the workers decide whether
 * this instance can take orders and mail (503 otherwise, naming the part); a relay that does
 * not answer only delays outbound mail, which waits in the outbox, so it degrades the answer
 * without failing it (a load balancer must not drop every instance for a shared relay). The
 * file store (pictures) and the realtime LISTEN (live updates) degrade it the same way: orders
 * and mail go on without them, and a bucket is shared by every instance too.
 */
export function createHealthService(sources: HealthSources) {
  const now = sources.now ?? Date.now;
  const probes = new Map<'smtp_in' | 'workers', Probe>();
  let relay: { ok: boolean; at: number } | null = null;
  let relayCheck: Promise<void> | null = null;
  let files: { ok: boolean; at: number } | null = null;
  let filesCheck: Promise<boolean> | null = null;

  /** The last answer while it is fresh; else one probe, shared by the requests asking meanwhile. */
  const checkFiles = (): Promise<boolean> => {
    if (files && now() - files.at < FILES_CHECK_EVERY_MS) return Promise.resolve(files.ok);
    filesCheck ??= withTimeout(sources.files.probe(), FILES_TIMEOUT_MS)
      .then(
        () => true,
        (err: unknown) => {
          sources.onFault('health: file store', err);
          return false;
        },
      )
      .then((ok) => {
        files = { ok, at: now() };
        return ok;
      })
      .finally(() => (filesCheck = null));
    return filesCheck;
  };

  const checkRelay = () => {
    relayCheck ??= sources
      .verifyTransport()
      .then(
        () => (relay = { ok: true, at: now() }),
        (err: unknown) => {
          relay = { ok: false, at: now() };
          sources.onFault('outbound mail relay', err);
        },
      )
      .finally(() => (relayCheck = null))
      .then(() => undefined);
  };

  const probe = (name: 'smtp_in' | 'workers') => {
    const p = probes.get(name);
    if (!p) return 'off' as const;
    return p() ? ('ok' as const) : ('down' as const);
  };

  return {
    /** A part this process runs; until attached it is reported `off`. */
    attach(name: 'smtp_in' | 'workers', isUp: Probe): void {
      probes.set(name, isUp);
    },

    async report(): Promise<{ healthy: boolean; data: HealthData }> {
      if (sources.transport === 'smtp' && (!relay || now() - relay.at > RELAY_CHECK_EVERY_MS))
        checkRelay();
      const started = performance.now();
      const [stats, filesOk] = await Promise.all([
        withTimeout(sources.outboxStats(), DB_TIMEOUT_MS).then(
          (s) => ({ ...s, ms: Math.round((performance.now() - started) * 10) / 10 }),
          (err: unknown) => {
            sources.onFault('health: database', err);
            return null;
          },
        ),
        checkFiles(),
      ]);
      const mailOut: HealthChecks['mail_out']['status'] =
        sources.transport === 'dev-mailbox' ? 'ok' : relay ? (relay.ok ? 'ok' : 'down') : 'unknown';
      const checks: HealthChecks = {
        db: { status: stats ? 'ok' : 'down', round_trip_ms: stats?.ms ?? null },
        smtp_in: { status: probe('smtp_in') },
        mail_out: {
          status: mailOut,
          transport: sources.transport,
          pending: stats?.pending ?? null,
          oldest_pending_age_s: stats ? Math.round(stats.oldestPendingAgeS) : null,
        },
        workers: { status: probe('workers') },
        files: { status: filesOk ? 'ok' : 'down', store: sources.files.kind },
        realtime: { status: sources.realtime.listening(), bus: sources.realtime.kind },
      };
      const failing = (['db', 'smtp_in', 'workers'] as const).filter(
        (p) => checks[p].status === 'down',
      );
      const degraded = (['mail_out', 'files', 'realtime'] as const).filter(
        (p) => checks[p].status === 'down',
      );
      return {
        healthy: failing.length === 0,
        data: {
          db: checks.db.status,
          uptime_s: Math.round(process.uptime()),
          status: failing.length ? 'down' : degraded.length ? 'degraded' : 'ok',
          failing,
          degraded,
          checks,
        },
      };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
