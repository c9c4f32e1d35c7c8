/** Who a channel belongs to. `sub` is for sub-roller channels, which no caller may open yet. */
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

/**
 * Whether this roller may listen on the channel. Sub-roller channels are refused until
 * sub-rollers exist: their rule (the parent roller, or the sub-roller signed in) goes here.
 */
export function mayListen(roller: { code: string }, channel: string): boolean {
  const owner = parseChannel(channel);
  if (!owner || owner.sub !== null) return false;
  return owner.rollerCode === roller.code;
}
