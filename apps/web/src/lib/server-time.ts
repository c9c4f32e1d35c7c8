/**
 * The shop's time, as far as this page knows it: a deadline the server set (an invoice's five
 * minutes, a dispute's 24 hours, a buyer link's expiry) is counted down against it, not against
 * the device's clock, so a phone whose clock is an hour off still shows the right five minutes.
 * Every API answer carries the server's time in its Date header; the difference to the device's
 * clock when the answer arrived is kept here.
 */

/** The Date header has whole seconds: the server's time was somewhere in the next second. */
const HEADER_RESOLUTION_MS = 1000;

let offsetMs = 0;
let known = false;

/**
 * Takes the server's time from an answer's Date header (received at the device time
 * `receivedAt`). A new reading replaces the kept offset only when it differs by more than the
 * header's resolution, so a countdown does not jump back and forth by a second between answers.
 */
export function noteServerDate(header: string | null, receivedAt: number = Date.now()): void {
  if (!header) return;
  const serverAt = Date.parse(header);
  if (!Number.isFinite(serverAt)) return;
  const reading = serverAt + HEADER_RESOLUTION_MS / 2 - receivedAt;
  if (known && Math.abs(reading - offsetMs) <= HEADER_RESOLUTION_MS) return;
  offsetMs = reading;
  known = true;
}

/** The server's time now, in epoch milliseconds: the device's clock until an answer said more. */
export function serverNow(): number {
  return Date.now() + offsetMs;
}

/** How far the server's clock is ahead of the device's (negative: behind). */
export function serverOffsetMs(): number {
  return offsetMs;
}

/** Forgets what answers said (tests start each from the device's clock). */
export function resetServerTime(): void {
  offsetMs = 0;
  known = false;
}
