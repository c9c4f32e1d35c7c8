const NAMED = /^\s*"?(.*?)"?\s*<([^<>]+)>[\s;,]*$/;

/** `"HoYoverse" <noreply@hoyoverse.com>` as `HoYoverse <noreply@hoyoverse.com>`: no quoting noise. */
export function formatSender(from: string): string {
  const match = NAMED.exec(from);
  if (!match) return from.trim();
  const [, name, address] = match;
  return name ? `${name} <${address}>` : (address ?? from);
}

/** The list's short form: the display name when there is one, else the address. */
export function senderName(from: string): string {
  const match = NAMED.exec(from);
  return (match?.[1] || match?.[2] || from).trim();
}
