/** The public viewer's address for a token (SPEC §2), absolute so it can be sent on. */
export function viewerLink(token: string, origin: string = window.location.origin): string {
  return `${origin}/email-viewer?token=${encodeURIComponent(token)}`;
}
