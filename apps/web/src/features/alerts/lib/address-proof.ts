/** What a browser that has not proven an alert address is told (decision 0040). */
export const linkSentText = (email: string) => `We sent a link to ${email} to manage its alerts.`;
export const OPEN_IN_THIS_BROWSER = 'Open it in this browser to see and change them here.';
export const CONFIRM_FIRST = (email: string) =>
  `We sent a link to ${email} to confirm it. No alert is sent until you open it.`;
export const ADDRESS_CONFIRMED = 'Your email is confirmed. Its alerts are listed below.';
/** Said whether or not the browser already holds the address, so it never points at nothing. */
export const LINK_FAILED =
  'This link is invalid, already used or expired (a link works once, for 24 hours). If your alerts are not listed below, ask for a new link there.';
