import { useId, useRef } from 'react';
import { Minus, Plus } from 'lucide-react';
import { Badge } from './badge';
import { AppImage } from './image';
import { cn } from '@/lib/cn';

/** A character or weapon as a game lists it. */
export type GameItem = { name: string; value: string; image: string };

export type ItemStepperTileDensity = 'comfortable' | 'compact';

const STEP_BUTTON_BASE =
  'inline-flex items-center justify-center rounded-control border border-border-strong ' +
  'bg-surface text-fg hover:bg-surface-muted';

const DENSITY: Record<
  ItemStepperTileDensity,
  { step: string; stepIcon: string; name: string; selectedName: string }
> = {
  comfortable: {
    step: 'size-8 aria-disabled:cursor-not-allowed aria-disabled:opacity-50',
    stepIcon: 'size-4',
    name: 'line-clamp-2',
    selectedName: 'font-medium text-fg',
  },
  compact: {
    step: 'size-7 disabled:cursor-not-allowed disabled:opacity-50',
    stepIcon: 'size-3.5',
    name: 'hyphens-auto',
    selectedName: 'text-fg',
  },
};

/**
 * One character or weapon in a grid: its icon (click to add), a badge with what is selected
 * (e.g. C2) and - / + once selected. The counting rules stay with the caller; the tile only
 * shows `badge` (null when the item is not selected) and reports clicks.
 */
export function ItemStepperTile({
  item,
  badge,
  onAdd,
  onRemove,
  addLabel,
  removeLabel,
  full,
  removesItem = false,
  density = 'comfortable',
}: {
  item: { name: string; image: string };
  badge: string | null;
  onAdd: () => void;
  onRemove: () => void;
  /** Accessible names of the + and - buttons. */
  addLabel: string;
  removeLabel: string;
  /** No more can be added. Comfortable: + stays focusable (aria-disabled); compact: disabled. */
  full: boolean;
  /** The next - takes the item off (and the stepper with it); focus then moves to the icon. */
  removesItem?: boolean;
  density?: ItemStepperTileDensity;
}) {
  const badgeId = useId();
  const iconRef = useRef<HTMLButtonElement>(null);
  const selected = badge !== null;
  const styles = DENSITY[density];
  const comfortable = density === 'comfortable';
  const remove = () => {
    // Keep the keyboard on the item's icon when the stepper goes away.
    if (removesItem) iconRef.current?.focus();
    onRemove();
  };
  return (
    <li className="relative flex min-w-0 flex-col items-center gap-1">
      <button
        type="button"
        ref={iconRef}
        title={comfortable ? undefined : item.name}
        aria-describedby={selected ? badgeId : undefined}
        onClick={onAdd}
        className={cn(
          'block rounded-control border-2 p-0.5 transition-colors',
          selected ? 'border-accent' : 'border-transparent hover:border-border-strong',
        )}
      >
        <AppImage
          src={item.image}
          alt={item.name}
          width={256}
          height={256}
          className="size-14 rounded-[0.375rem] object-cover"
        />
      </button>
      {selected && (
        <Badge
          id={badgeId}
          variant="accent"
          className="pointer-events-none absolute -top-1.5 right-0 px-1.5 tabular-nums"
        >
          {badge}
        </Badge>
      )}
      <span
        aria-hidden="true"
        // Comfortable: long names are cut to two lines, the full name shows on hover. Compact
        // (the listing's filter, used on phones): shown whole, as a touch has no hover.
        title={comfortable ? item.name : undefined}
        className={cn(
          'w-full text-center text-xs leading-tight break-words',
          styles.name,
          selected ? styles.selectedName : 'text-fg-muted',
        )}
      >
        {item.name}
      </span>
      {selected && (
        <div className="flex items-center gap-1">
          <button
            type="button"
            aria-label={removeLabel}
            onClick={remove}
            className={cn(STEP_BUTTON_BASE, styles.step)}
          >
            <Minus aria-hidden="true" className={styles.stepIcon} />
          </button>
          <button
            type="button"
            aria-label={addLabel}
            // Comfortable: aria-disabled, not disabled, so the button keeps focus when full
            // (adding is then a no-op).
            aria-disabled={comfortable ? full || undefined : undefined}
            disabled={comfortable ? undefined : full}
            onClick={onAdd}
            className={cn(STEP_BUTTON_BASE, styles.step)}
          >
            <Plus aria-hidden="true" className={styles.stepIcon} />
          </button>
        </div>
      )}
    </li>
  );
}
