import { Badge } from '@/components/ui/badge';
import { Card, CardTitle } from '@/components/ui/card';
import { AppImage } from '@/components/ui/image';
import { copiesBadge, type ItemKind } from '../lib/filter-copies';
import type { GameLookup } from '@/lib/game-items';
import type { OwnedItem } from './account-item-chips';

/**
 * An account's characters or weapons as pictures (purchase page, SPEC §2); a badge shows the
 * copies when there is at least one (C{n}, weapons R{n+1}).
 */
export function OwnedItems({
  kind,
  title,
  items,
  lookup,
}: {
  kind: ItemKind;
  title: string;
  items: readonly OwnedItem[];
  lookup: GameLookup;
}) {
  if (items.length === 0) return null;
  return (
    <Card as="section" aria-label={title}>
      <CardTitle className="mb-4">
        {title} <span className="font-normal text-fg-muted">({items.length})</span>
      </CardTitle>
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(5.5rem,1fr))] gap-x-3 gap-y-4">
        {items.map(({ value, copies }) => {
          const info = lookup.item(kind, value);
          return (
            <li key={value} className="relative flex min-w-0 flex-col items-center gap-1.5">
              <AppImage
                src={info.image}
                alt={info.name}
                width={256}
                height={256}
                className="size-16 rounded-control object-cover"
              />
              {copies >= 1 && (
                <Badge variant="accent" className="absolute -top-1.5 right-1 px-1.5 tabular-nums">
                  {copiesBadge(kind, copies)}
                </Badge>
              )}
              {/* Whole, however long: a name cut short could only be read by hovering. */}
              <span className="w-full text-center text-xs leading-tight break-words hyphens-auto text-fg">
                {info.name}
              </span>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
