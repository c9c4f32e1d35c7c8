import { useEffect, useEffectEvent } from 'react';
import { useDraft } from '../hooks/use-draft';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { isValidMaxPrice } from '../lib/search-filters';

/** Typing pauses this long before the listing reloads, so "150" is one search, not three. */
const COMMIT_DELAY_MS = 500;

const INVALID_PRICE = 'Enter a whole number of dollars';

/** The value to commit, or null while the field holds no price the listing accepts. */
function committable(draft: string): string | null {
  const text = draft.trim();
  if (text === '') return '';
  return isValidMaxPrice(text) ? String(Number(text)) : null;
}

/**
 * Max price in whole USD; applied after a pause in typing, on Enter or on leaving the field, so
 * one typed price is one search and one history entry. A price the listing would refuse stays
 * in the field with a note and is not applied.
 */
export function PriceFilter({
  value,
  onCommit,
}: {
  value: string;
  onCommit: (value: string) => void;
}) {
  const [draft, setDraft] = useDraft(value);
  const next = committable(draft);

  // An effect event, so a parent re-render (new callback) does not restart the pause.
  const commitDraft = useEffectEvent((price: string) => onCommit(price));
  useEffect(() => {
    if (next === null || next === value) return;
    const timer = setTimeout(() => commitDraft(next), COMMIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [next, value]);

  const commitNow = () => {
    if (next !== null && next !== value) onCommit(next);
  };

  return (
    <Field label="Max price (USD)" error={next === null ? INVALID_PRICE : undefined}>
      {(control) => (
        <Input
          {...control}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          placeholder="Any"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commitNow}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commitNow();
          }}
        />
      )}
    </Field>
  );
}
