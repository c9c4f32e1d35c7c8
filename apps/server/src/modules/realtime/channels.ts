/** Who a channel belongs to: a roller, or one of its sub-rollers (`sub`). */
export interface ChannelOwner {
  rollerCode: string;
  sub: string | null;
}

const PRIVATE = /^private-([a-z0-9]+)(?:-([a-z0-9]+))?$/;

/** `private-{roller}` or `private-{roller}-{sub}` (DESIGN §6); null for any other name. */
export function parseChannel(channel: string): ChannelOwner | null {
  const m = PRIVATE.exec(channel);
  if (!m) return null;
  return { rollerCode: m[1]!, sub: m[2] ?? null };
}

export const rollerChannel = (code: string) => `private-${code}`;

export const subRollerChannel = (rollerCode: string, subCode: string) =>
  `private-${rollerCode}-${subCode}`;
