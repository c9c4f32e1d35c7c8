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
});
export type HealthChecks = Type.Static<typeof HealthChecks>;

export const HealthData = Type.Object({
  /** Kept from the first version for clients that read only this. */
  db: Type.Union([Up, Down]),
  uptime_s: Type.Number(),
  /** ok: all parts up; degraded: mail waits for the relay (200); down: 503. */
  status: Type.Union([Up, Type.Literal('degraded'), Down]),
  /** Parts that stop the shop taking orders or mail: any here answers 503. */
  failing: Type.Array(Type.String()),
  /** Parts that fail without stopping orders or received mail (outbound mail waits). */
  degraded: Type.Array(Type.String()),
  checks: HealthChecks,
});
export type HealthData = Type.Static<typeof HealthData>;
