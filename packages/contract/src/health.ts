import { Type } from 'typebox';

export const HealthData = Type.Object({
  db: Type.Union([Type.Literal('ok'), Type.Literal('down')]),
  uptime_s: Type.Number(),
});
export type HealthData = Type.Static<typeof HealthData>;
