import { Type } from 'typebox';

const Up = Type.Literal('ok');
const Down = Type.Literal('down');
/** Not run by this process (an app built alone, as in tests); never a failure. */
const Off = Type.Literal('off');

export const HealthChecks = Type.Object({
  db: Type.Object({
    status: Type.Union([Up, Down]),
    /** One query's round trip (it also reads the outbox); null when it failed. */
    round_trip_ms: Type.Union([Type.Number(), Type.Null()]),
  }),
  smtp_in: Type.Object({ status: Type.Union([Up, Down, Off]) }),
  mail_out: Type.Object({
    /** unknown until the relay has been tried once. */
    status: Type.Union([Up, Down, Type.Literal('unknown')]),
    transport: Type.Union([Type.Literal('smtp'), Type.Literal('dev-mailbox')]),
    /** Unsent mails; null when the database did not answer. */
    pending: Type.Union([Type.Integer(), Type.Null()]),
    oldest_pending_age_s: Type.Union([Type.Number(), Type.Null()]),
  }),
  workers: Type.Object({ status: Type.Union([Up, Down, Off]) }),
  /** Uploads and cached images: the folder takes a write, or the bucket answers. */
  files: Type.Object({
    status: Type.Union([Up, Down]),
    store: Type.Union([Type.Literal('disk'), Type.Literal('s3')]),
  }),
  /** Events from other instances (PostgreSQL LISTEN); idle until a stream needs them. */
  realtime: Type.Object({
    status: Type.Union([Up, Down, Type.Literal('idle')]),
    bus: Type.Union([Type.Literal('in-process'), Type.Literal('postgres')]),
  }),
});
export type HealthChecks = Type.Static<typeof HealthChecks>;

export const HealthData = Type.Object({
  /** Kept from the first version for clients that read only this. */
  db: Type.Union([Up, Down]),
  uptime_s: Type.Number(),
  /** ok: all parts up; degraded: a part in `degraded` is down (200); down: 503. */
  status: Type.Union([Up, Type.Literal('degraded'), Down]),
  /** Parts that stop the shop taking orders or mail: any here answers 503. */
  failing: Type.Array(Type.String()),
  /**
   * Parts that fail without stopping orders or received mail: mail_out (outbound mail waits),
   * files (pictures), realtime (live updates from other instances).
   */
  degraded: Type.Array(Type.String()),
  checks: HealthChecks,
});
export type HealthData = Type.Static<typeof HealthData>;
