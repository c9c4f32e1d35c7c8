/**
 * Router state a listing's Buy link carries to the purchase page: the listing URL the buyer
 * left, so "Back to {game}" returns to the same filters, sort and page. It lives in the history
 * entry, so it survives a reload of the purchase page; a shared link has none.
 */
export type ListingReturnState = { listing: string };

export function listingReturnState(location: {
  pathname: string;
  search: string;
}): ListingReturnState {
  return { listing: `${location.pathname}${location.search}` };
}

/**
 * Where "Back to {game}" leads: the listing named in the state when it is this game's listing
 * (`/games/{gameId}`, with or without a query), else the game's bare listing. Anything else is
 * refused, so a crafted or stale state can only ever lead to this game's accounts.
 */
export function listingPathFrom(state: unknown, gameId: number): string {
  const bare = `/games/${gameId}`;
  const listing = (state as Partial<ListingReturnState> | null | undefined)?.listing;
  if (typeof listing !== 'string') return bare;
  return listing === bare || listing.startsWith(`${bare}?`) ? listing : bare;
}
