import { Chip } from '@/components/ui/chip';
import { AppImage } from '@/components/ui/image';
import type { ItemKind } from '../lib/filter-copies';
import type { GameLookup } from '@/lib/game-items';

export type OwnedItem = { value: string; copies: number };

/** "Aurelia (2)": the copies are shown only when above 0 (SPEC §2). */
export function itemChipText(name: string, copies: number): string {
  return copies > 0 ? `${name} (${copies})` : name;
}

/**
 * An account's characters or weapons as small chips with the game's icon and name. A long name
 * wraps to a second line rather than being cut: a touch screen has no hover to show the rest.
 */
export function AccountItemChips({
  kind,
  label,
  items,
  lookup,
}: {
  kind: ItemKind;
  label: string;
  items: readonly OwnedItem[];
  lookup: GameLookup;
}) {
  if (items.length === 0) return null;
  return (
    <div>
      <p className="mb-1 text-xs font-medium text-fg-muted">{label}</p>
      <ul aria-label={label} className="flex flex-wrap gap-1">
        {items.map(({ value, copies }) => {
          const info = lookup.item(kind, value);
          return (
            <li key={value} className="flex min-w-0">
              <Chip className="max-w-full rounded-2xl pl-1">
                <AppImage
                  src={info.image}
                  alt=""
                  width={256}
                  height={256}
                  className="size-4 shrink-0 rounded-full object-cover"
                />
                <span className="line-clamp-2 min-w-0 break-words">
                  {itemChipText(info.name, copies)}
                </span>
              </Chip>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
