import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { errorMessage, hasErrorCode } from '@/api/api-error';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailedAlert, PageLoadFailed } from '@/components/ui/load-states';
import { PageHeader } from '@/components/ui/page-header';
import { LoadingText } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { rollerProfileQueryKey, useRollerProfile } from '@/hooks/use-roller-profile';
import { useSellers } from '../api/get-sellers';
import { NewSellerForm } from '../components/new-seller-form';
import { PasswordDialog, type ShownPassword } from '../components/password-dialog';
import { SellerDirectory } from '../components/seller-directory';

const TITLE = 'Sellers';

/**
 * `/sellers` (signed in): the shop owner's page (DESIGN §5): every seller with their totals, a
 * new seller with a generated password shown once, disable and enable, and password resets.
 * Anyone else is told it is the owner's; the server refuses them the same (403).
 */
export default function SellersPage() {
  useDocumentTitle(TITLE);
  const queryClient = useQueryClient();
  const profile = useRollerProfile();
  const isOwner = profile.data?.is_owner === true;
  const sellers = useSellers({ enabled: isOwner });
  const [shown, setShown] = useState<ShownPassword | null>(null);
  const refused = hasErrorCode(sellers.error, 'OWNER_ONLY');

  // Ownership moved while this tab was open: the nav must stop offering the page too.
  useEffect(() => {
    if (refused) void queryClient.invalidateQueries({ queryKey: rollerProfileQueryKey });
  }, [refused, queryClient]);

  if (profile.isPending) return <LoadingText>Loading...</LoadingText>;
  if (profile.isError)
    return (
      <PageLoadFailed
        message={errorMessage(profile.error)}
        busy={profile.isFetching}
        onRetry={() => void profile.refetch()}
      />
    );
  if (!isOwner || refused)
    return (
      <EmptyState
        headingLevel="h1"
        icon={<ShieldAlert />}
        title="Only the shop owner can manage sellers."
        description="Ask the shop owner to add a seller, disable one or reset a password."
      />
    );

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={TITLE}
        description="Add sellers, see what each has sold, disable or enable them, and reset their passwords."
      />
      <NewSellerForm onCreated={setShown} />
      <section aria-labelledby="sellers-title" className="flex flex-col gap-3">
        <h2 id="sellers-title" className="text-lg font-semibold text-fg">
          All sellers
          {sellers.data && (
            <span className="ml-2 text-sm font-normal text-fg-muted">
              {sellers.data.sellers.length}
            </span>
          )}
        </h2>
        {sellers.isPending ? (
          <LoadingText>Loading sellers...</LoadingText>
        ) : sellers.isError ? (
          <LoadFailedAlert
            title="The sellers could not be loaded"
            message={errorMessage(sellers.error)}
            busy={sellers.isFetching}
            onRetry={() => void sellers.refetch()}
          />
        ) : (
          <SellerDirectory sellers={sellers.data.sellers} onPassword={setShown} />
        )}
      </section>
      <PasswordDialog shown={shown} onClose={() => setShown(null)} />
    </div>
  );
}
