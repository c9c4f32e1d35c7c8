/** Full-page navigation to another site (PayPal's approval page); a module so tests can stub it. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
