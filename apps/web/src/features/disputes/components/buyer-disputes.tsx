import { useEffect, useRef, useState } from 'react';
import type { Dispute } from '@shop/contract';
import { toast } from 'sonner';
import { errorMessage, isApiError } from '@/api/api-error';
import { Alert } from '@/components/ui/alert';
import { LoadFailedAlert } from '@/components/ui/load-states';
import { LoadingText } from '@/components/ui/spinner';
import { useBuyerDisputes } from '@/api/buyer-disputes';
import { useBuyerPurchases } from '../api/get-buyer-purchases';
import { useBuyerDisputesLiveUpdates } from '../hooks/use-disputes-live-updates';
import { useNow } from '../hooks/use-now';
import { disputablePurchases } from '../lib/purchases';
import { BuyerAccessError } from './buyer-access-error';
import { BuyerDisputeCard } from './buyer-dispute-card';
import { OpenDisputeForm } from './open-dispute-form';
import { Panel } from './panel';

/** The token itself was refused (expired, unknown): unlike a network failure it will not heal. */
function isAccessRefused(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.status === 403);
}

/**
 * With a token: the buyer's disputes, newest first, each whole and refreshed live with each
 * step, and the form to open one about a purchase under warranty (`preselect` from
 * `?transaction=`, with its mail `cite` from `?mail=` ticked as evidence). A new dispute goes on
 * top and takes the focus, as does the one the buyer was sent to (`show`, from `?dispute=`).
 */
export function BuyerDisputes({
  token,
  preselect,
  cite = null,
  show = null,
}: {
  token: string;
  preselect: number | null;
  cite?: number | null;
  show?: number | null;
}) {
  const disputes = useBuyerDisputes(token);
  const purchases = useBuyerPurchases(token);
  const now = useNow(60_000);
  const [opened, setOpened] = useState<number | null>(null);
  const focused = opened ?? show;
  const openedHeading = useRef<HTMLHeadingElement>(null);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const loaded = Boolean(disputes.data && purchases.data);
  useEffect(() => {
    if (loaded && focused !== null) openedHeading.current?.focus();
  }, [loaded, focused]);
  // Sent here to open a dispute about one purchase: start at the form.
  useEffect(() => {
    if (loaded && preselect !== null) formHeading.current?.focus();
  }, [loaded, preselect]);

  const refused = [disputes.error, purchases.error].find(isAccessRefused);
  useBuyerDisputesLiveUpdates(loaded && !refused ? token : null);
  if (refused) return <BuyerAccessError message={errorMessage(refused)} />;
  const failed = disputes.isError ? disputes : purchases.isError ? purchases : null;
  if (failed && !loaded) {
    return (
      <LoadFailedAlert
        title="Your disputes could not be loaded"
        message={errorMessage(failed.error)}
        busy={disputes.isFetching || purchases.isFetching}
        onRetry={() => {
          void disputes.refetch();
          void purchases.refetch();
        }}
      />
    );
  }
  if (!disputes.data || !purchases.data) return <LoadingText>Loading your disputes...</LoadingText>;

  const list = disputes.data.disputes;
  const { purchases: open, busy } = disputablePurchases(purchases.data.accounts, list, now);
  const preselectedPurchase = open.find((p) => p.transactionId === preselect);
  const preselected = preselectedPurchase ? preselect : null;
  // Only a mail of that purchase the form offers: anything else would be refused on sending.
  const cited = preselectedPurchase?.account.emails.some((m) => m.id === cite) ? cite : null;

  const onOpened = (dispute: Dispute) => {
    toast.success('Dispute opened. The seller has been told.');
    setOpened(dispute.id);
  };

  return (
    <div className="flex flex-col gap-4">
      {list.length === 0 ? (
        <p className="rounded-card border border-border bg-surface p-4 text-sm text-fg-muted">
          No disputes yet.
        </p>
      ) : (
        list.map((dispute) => (
          <BuyerDisputeCard
            key={dispute.id}
            token={token}
            dispute={dispute}
            headingRef={dispute.id === focused ? openedHeading : undefined}
          />
        ))
      )}
      <Panel id="open-dispute" title="Open a dispute" headingRef={formHeading}>
        {preselect !== null && preselected === null && opened === null && (
          <Alert title="That purchase cannot be disputed now">
            Its warranty is over, it was sold without one, or a dispute about it is open already.
          </Alert>
        )}
        {open.length === 0 ? (
          // With disputes open there may be warranties running: the line below says why they
          // are not offered.
          busy === 0 && (
            <p className="text-sm text-fg-muted">
              None of your purchases is under warranty now: a dispute can be opened only during an
              account&apos;s warranty.
            </p>
          )
        ) : (
          <OpenDisputeForm
            // A new link's purchase (or mail) starts a fresh form.
            key={`${preselected ?? 'none'}:${cited ?? 'none'}`}
            token={token}
            purchases={open}
            preselected={preselected}
            cited={cited}
            onOpened={onOpened}
          />
        )}
        {busy > 0 && (
          <p className="text-sm text-fg-muted">
            A purchase with an unresolved dispute is not listed: write in that dispute instead.
          </p>
        )}
      </Panel>
    </div>
  );
}
