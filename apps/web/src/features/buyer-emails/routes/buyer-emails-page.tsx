import { useState } from 'react';
import { ShieldAlert } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { LoadingText } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { accessFailureMessage, useBuyerEmails } from '../api/get-buyer-emails';
import { BuyerMail } from '../components/buyer-mail';
import { RequestAccessForm } from '../components/request-access-form';
import { TokenForm } from '../components/token-form';

const TITLE = 'Buyer Emails';

/**
 * `/buyer-emails` (SPEC §2, §4): request mode, token-entry mode, and with `?token=` the mail of
 * the bought accounts, or an error card. The token lives in the address, so the mailed link and
 * a typed token lead to the same page, and reloading keeps it.
 */
export default function BuyerEmailsPage() {
  useDocumentTitle(TITLE);
  const [params, setParams] = useSearchParams();
  const token = params.get('token') || null;
  const [enteringToken, setEnteringToken] = useState(false);
  const emails = useBuyerEmails(token);

  function requestNewAccess() {
    setEnteringToken(false);
    setParams({});
  }

  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader title={TITLE} description="The mail of the game accounts you bought." />
      {token ? (
        emails.data ? (
          <BuyerMail data={emails.data} />
        ) : emails.isError ? (
          <EmptyState
            icon={<ShieldAlert />}
            title="Access Error"
            description={accessFailureMessage(emails.error)}
            action={<Button onClick={requestNewAccess}>Request New Access</Button>}
          />
        ) : (
          <LoadingText>Loading your emails...</LoadingText>
        )
      ) : enteringToken ? (
        <TokenForm
          onSubmit={(typed) => setParams({ token: typed })}
          onBack={() => setEnteringToken(false)}
        />
      ) : (
        <RequestAccessForm onEnterToken={() => setEnteringToken(true)} />
      )}
    </div>
  );
}
