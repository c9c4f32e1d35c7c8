import { useId, useRef } from 'react';
import { Minus, Plus } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { AppImage } from '@/components/ui/image';
import { cn } from '@/lib/cn';
import { copiesLabel, MAX_SELLER_COPIES } from '../lib/seller-copies';

export type GameItem = { name: string; value: string; image: string };

const STEP_BUTTON =
  'inline-flex size-8 items-center justify-center rounded-control border border-border-strong ' +
  'bg-surface text-fg hover:bg-surface-muted aria-disabled:cursor-not-allowed aria-disabled:opacity-50';

/** One character or weapon: its icon (click to add), the C{n} badge, and - / + once selected. */
export function CopiesTile({
  item,
  copies,
  onAdd,
  onRemove,
}: {
  item: GameItem;
  copies: number | null;
  onAdd: () => void;
  onRemove: () => void;
}) {
  const badgeId = useId();
  const iconRef = useRef<HTMLButtonElement>(null);
  const selected = copies !== null;
  const full = copies === MAX_SELLER_COPIES;
  const decrease = () => {
    // Below C0 the item (and this stepper) goes away; keep the keyboard on the item's icon.
    if (copies === 0) iconRef.current?.focus();
    onRemove();
  };
  return (
    <li className="relative flex min-w-0 flex-col items-center gap-1">
      <button
        type="button"
        ref={iconRef}
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
          {copiesLabel(copies)}
        </Badge>
      )}
      <span
        aria-hidden="true"
        // Long names are cut to two lines; the full name shows on hover.
        title={item.name}
        className={cn(
          'line-clamp-2 w-full text-center text-xs leading-tight break-words',
          selected ? 'font-medium text-fg' : 'text-fg-muted',
        )}
      >
        {item.name}
      </span>
      {selected && (
        <div className="flex items-center gap-1">
          <button
            type="button"
            aria-label={`Decrease copies of ${item.name}`}
            onClick={decrease}
            className={STEP_BUTTON}
          >
            <Minus aria-hidden="true" className="size-4" />
          </button>
          <button
            type="button"
            aria-label={`Increase copies of ${item.name}`}
            // aria-disabled, not disabled: the button keeps focus at C6 (adding is then a no-op).
            aria-disabled={full || undefined}
            onClick={onAdd}
            className={STEP_BUTTON}
          >
            <Plus aria-hidden="true" className="size-4" />
          </button>
        </div>
      )}
    </li>
  );
}
