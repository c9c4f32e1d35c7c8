import { useEffect, useEffectEvent } from 'react';
import { useDraft } from '../hooks/use-draft';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

/** Typing pauses this long before the listing reloads, so "150" is one search, not three. */
const COMMIT_DELAY_MS = 500;

/** Max price in whole USD; applied after a pause in typing, on Enter or on leaving the field. */
export function PriceFilter({
  value,
  onCommit,
}: {
  value: string;
  onCommit: (value: string) => void;
}) {
  const [draft, setDraft] = useDraft(value);

  // An effect event, so a parent re-render (new callback) does not restart the pause.
  const commitDraft = useEffectEvent((next: string) => onCommit(next));
  useEffect(() => {
    if (draft.trim() === value) return;
    const timer = setTimeout(() => commitDraft(draft.trim()), COMMIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, value]);

  const commitNow = () => {
    if (draft.trim() !== value) onCommit(draft.trim());
  };

  return (
    <Field label="Max price (USD)">
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
