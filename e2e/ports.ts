/** The e2e server's ports; overridable so two runs on one machine do not collide. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
