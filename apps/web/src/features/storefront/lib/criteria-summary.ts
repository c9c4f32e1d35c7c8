import type { Game } from '@shop/contract';
import { formatUsd } from '@/lib/format';
import { entriesBadge, type ItemKind, type ItemSelections } from './filter-copies';
import { gameLookup, genderLabel } from '@/lib/game-items';
import type { SearchFilters } from './search-filters';

export const ANY_CRITERIA = 'Any criteria';

export type CriterionLine = { label: string; value: string };

function priceText(raw: string): string {
  const amount = Number(raw);
  return Number.isFinite(amount) && raw.trim() !== '' ? formatUsd(amount) : raw;
}

/**
 * What a search asked for, in words, for the "No accounts found for your search" panel:
 * Search (the text), Servers, Gender, Characters (with C{n}), Weapons (with R{n}) and Max price.
 */
export function describeCriteria(filters: SearchFilters, game: Game): CriterionLine[] {
  const lookup = gameLookup(game);
  const items = (kind: ItemKind, selections: ItemSelections) =>
    selections
      .map(({ value, count }) => `${lookup.item(kind, value).name} ${entriesBadge(kind, count)}`)
      .join(', ');

  const lines: CriterionLine[] = [];
  if (filters.text) lines.push({ label: 'Search', value: `"${filters.text}"` });
  if (filters.servers.length)
    lines.push({ label: 'Servers', value: filters.servers.map(lookup.serverName).join(', ') });
  if (filters.gender) lines.push({ label: 'Gender', value: genderLabel(filters.gender) });
  if (filters.characters.length)
    lines.push({ label: 'Characters', value: items('character', filters.characters) });
  if (filters.weapons.length)
    lines.push({ label: 'Weapons', value: items('weapon', filters.weapons) });
  if (filters.maxPrice) lines.push({ label: 'Max price', value: priceText(filters.maxPrice) });
  return lines;
}
