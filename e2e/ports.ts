import { tmpdir } from 'node:os';
import path from 'node:path';

/** The e2e server's ports; overridable so two runs on one machine do not collide. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);

/**
 * The two instances of the scale-out spec (two-instances.spec.ts), beside the e2e server: HTTP
 * on E2E_TWIN_PORT and the next port, their MX on E2E_TWIN_SMTP_PORT and the next.
 */
const TWIN_PORT = Number(process.env.E2E_TWIN_PORT ?? 3110);
const TWIN_SMTP_PORT = Number(process.env.E2E_TWIN_SMTP_PORT ?? 2536);
export const E2E_TWIN_PORTS = {
  a: { http: TWIN_PORT, smtp: TWIN_SMTP_PORT },
  b: { http: TWIN_PORT + 1, smtp: TWIN_SMTP_PORT + 1 },
};

/**
 * The e2e server's data directory: known to the specs, so an operator command (`npm run shop`)
 * reaches the running shop through its control socket there (the trust spec moves its clock).
 */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(tmpdir(), `shop-e2e-${E2E_PORT}`);
