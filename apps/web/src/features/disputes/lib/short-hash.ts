/** "3f7a9c2e1b04…d91e": enough of a SHA-256 to tell two apart by eye; Copy gives it whole. */
export function shortHash(hash: string): string {
  return hash.length <= 16 ? hash : `${hash.slice(0, 12)}…${hash.slice(-4)}`;
}
