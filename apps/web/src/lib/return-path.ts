/**
 * Where to go after signing in. A protected route passes `{ from }` in the navigation state;
 * only same-app paths are accepted so a crafted state can never send the user off-site.
 */
export type ReturnState = { from: string };

export function returnStateFor(location: {
  pathname: string;
  search: string;
  hash: string;
}): ReturnState {
  return { from: `${location.pathname}${location.search}${location.hash}` };
}

export function returnPathFrom(state: unknown, fallback = '/'): string {
  const from = (state as Partial<ReturnState> | null | undefined)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return fallback;
  if (from === '/login' || from.startsWith('/login?')) return fallback;
  return from;
}
