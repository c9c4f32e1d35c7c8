import { useSearchParams } from 'react-router';
import { AccessRequest } from '../components/access-request';
import { BuyerMailbox } from '../components/buyer-mailbox';

/**
 * `/buyer-emails` (SPEC §2, §4): request mode, token-entry mode, and with `?token=` the mail of
 * the bought accounts, or an error card. The token lives in the address, so the mailed link and
 * a typed token lead to the same page, and reloading keeps it.
 */
export default function BuyerEmailsPage() {
  const [params, setParams] = useSearchParams();
  const token = params.get('token') || null;

  // Keyed by the token: another token is another mailbox, with its own live stream and count.
  return token ? (
    <BuyerMailbox key={token} token={token} onRequestNewAccess={() => setParams({})} />
  ) : (
    <AccessRequest onToken={(typed) => setParams({ token: typed })} />
  );
}
