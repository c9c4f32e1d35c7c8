import { useState } from 'react';

/**
 * A field's text while it is edited, apart from the committed `value` it started from. When
 * `value` changes from outside (Clear filters, Back) the draft follows it; typing does not fight
 * that, since only a change of `value` resets the draft.
 */
export function useDraft(value: string) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setDraft(value);
  }
  return [draft, setDraft] as const;
}
