/**
 * "2026-11-27 10:04 UTC": an instant as every mail, notification and error message writes it
 * (the reader's time zone is unknown to the server, so the zone is always named).
 */
export const utcTime = (d: Date | string) =>
  `${new Date(d).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
