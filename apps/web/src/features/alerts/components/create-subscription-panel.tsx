import { useEffect, useRef, useState } from 'react';
import { PRICE_FILTER_MAX, PRICE_MIN } from '@shop/contract/values';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { parseMaxPrice } from '../lib/subscription-criteria';

const INVALID_PRICE = 'Enter a whole number of dollars, or leave it empty for any price';

function priceError(raw: string): string | undefined {
  const price = parseMaxPrice(raw);
  if (price === null) return undefined;
  return Number.isNaN(price) || price < PRICE_MIN || price > PRICE_FILTER_MAX
    ? INVALID_PRICE
    : undefined;
}

/** SPEC §2 step 2: an optional max price, then Create or Cancel. */
export function CreateSubscriptionPanel({
  initialMaxPrice,
  busy,
  onCreate,
  onCancel,
}: {
  /** The search's own max price, if it had one. */
  initialMaxPrice: string;
  busy: boolean;
  onCreate: (maxPrice: number | null) => void;
  onCancel: () => void;
}) {
  // A search's price that is not a whole number (typed into the URL) is not carried over.
  const [maxPrice, setMaxPrice] = useState(() =>
    priceError(initialMaxPrice) ? '' : initialMaxPrice.trim(),
  );
  const [error, setError] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => inputRef.current?.focus(), []);

  return (
    <form
      noValidate
      aria-label="Create subscription"
      className="flex flex-col gap-3 rounded-control bg-surface-muted p-3"
      onSubmit={(event) => {
        event.preventDefault();
        const problem = priceError(maxPrice);
        setError(problem);
        if (!problem) onCreate(parseMaxPrice(maxPrice));
      }}
    >
      <Field label="Max price (USD, optional)" error={error}>
        {(control) => (
          <Input
            {...control}
            ref={inputRef}
            type="number"
            inputMode="numeric"
            min={PRICE_MIN}
            step={1}
            placeholder="Any price"
            value={maxPrice}
            onChange={(event) => setMaxPrice(event.target.value)}
          />
        )}
      </Field>
      <div className="flex gap-2">
        <Button type="submit" busy={busy}>
          Create
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
