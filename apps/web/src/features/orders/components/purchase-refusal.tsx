import { useEffect, useRef } from 'react';
import { INVOICE_WINDOW_SECONDS } from '@shop/contract/values';
import { hasErrorCode } from '@/api/api-error';
import { Alert } from '@/components/ui/alert';

/**
 * Why the server refused an order for an account that looked for sale: another buyer's invoice
 * holds it (409), or it was sold or withdrawn meanwhile (404).
 */
export type Refusal = 'reserved' | 'gone';

export function refusalOf(error: unknown): Refusal | null {
  if (hasErrorCode(error, 'ACCOUNT_BEING_PURCHASED')) return 'reserved';
  if (hasErrorCode(error, 'ACCOUNT_NOT_FOUND')) return 'gone';
  return null;
}

/** The words the purchase page uses for an account held by another buyer's invoice. */
export const RESERVED_EXPLANATION =
  `This account is being purchased by someone else. If their invoice is not paid within ` +
  `${INVOICE_WINDOW_SECONDS / 60} minutes, it goes back on sale and you can order it here.`;

/** The words the purchase page uses for an account that is no longer for sale. */
export const GONE_EXPLANATION = 'Account not found or has been sold';

/**
 * Shown in the disabled form after a refused order, with the words a fresh load of the page
 * would show. It takes the focus: the button that was pressed is disabled now, and focus would
 * otherwise drop to the page's start.
 */
export function RefusalNotice({ refusal }: { refusal: Refusal }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div ref={box} tabIndex={-1} className="scroll-mt-20 rounded-control focus:outline-none">
      <Alert variant="error" title="The order was not created">
        {refusal === 'reserved' ? RESERVED_EXPLANATION : GONE_EXPLANATION}
      </Alert>
    </div>
  );
}
