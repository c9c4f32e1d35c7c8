import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { parseRouteId } from '@/lib/route-ids';
import { BuyerAccessError } from '../components/buyer-access-error';
import { BUYER_DISPUTES_TITLE, BuyerFrame } from '../components/buyer-frame';
import { BuyerDisputes } from '../components/buyer-disputes';

const NO_TOKEN = 'This page opens from the link in your buyer mail. Ask for a new link below.';

/**
 * `/buyer-disputes?token=` (no sign-in; the buyer mail access token is the credential): the
 * buyer's disputes and the form to open one; `&transaction=ID` preselects the purchase (and
 * `&mail=ID` ticks one of its mails as evidence, as a security alert's link does),
 * `&dispute=ID` starts at that dispute.
 */
export default function BuyerDisputesPage() {
  useDocumentTitle(BUYER_DISPUTES_TITLE);
  const [search] = useSearchParams();
  const token = search.get('token') || null;
  const preselect = parseRouteId(search.get('transaction') ?? undefined);
  const show = parseRouteId(search.get('dispute') ?? undefined);
  const cite = parseRouteId(search.get('mail') ?? undefined);
  return (
    <BuyerFrame token={token}>
      {token ? (
        // Another token is another buyer: nothing of the last one's state may stay.
        <BuyerDisputes key={token} token={token} preselect={preselect} cite={cite} show={show} />
      ) : (
        <BuyerAccessError message={NO_TOKEN} />
      )}
    </BuyerFrame>
  );
}
