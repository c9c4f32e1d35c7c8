import { useState } from 'react';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { BUYER_PAGE_TITLE, BuyerPageFrame } from './buyer-page-frame';
import { RequestAccessForm } from './request-access-form';
import { TokenForm } from './token-form';

/** Without a token (SPEC §2, §4): request mode, or token-entry mode. */
export function AccessRequest({ onToken }: { onToken: (token: string) => void }) {
  useDocumentTitle(BUYER_PAGE_TITLE);
  const [enteringToken, setEnteringToken] = useState(false);
  return (
    <BuyerPageFrame>
      {enteringToken ? (
        <TokenForm onSubmit={onToken} onBack={() => setEnteringToken(false)} />
      ) : (
        <RequestAccessForm onEnterToken={() => setEnteringToken(true)} />
      )}
    </BuyerPageFrame>
  );
}
