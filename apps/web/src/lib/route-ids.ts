/** Ids in the URL (/games/:gameId, ...) are positive 32-bit integers; anything else cannot exist. */
export function parseRouteId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
