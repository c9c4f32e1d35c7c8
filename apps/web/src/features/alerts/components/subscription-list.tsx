import { useQueryClient } from '@tanstack/react-query';
import type { Game, Subscription } from '@shop/contract';
import { BellOff } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { errorMessage, isNotFound } from '@/api/api-error';
import { Card, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadFailedAlert } from '@/components/ui/load-states';
import { LoadingText } from '@/components/ui/spinner';
import { usePendingConfirm } from '@/hooks/use-pending-confirm';
import { useDeleteSubscription } from '../api/delete-subscription';
import { subscriptionsQueryKey, useSubscriptions } from '../api/get-subscriptions';
import type { AlertOwner } from '../lib/subscription-criteria';
import { SubscriptionRow } from './subscription-row';

export const SUBSCRIPTION_DELETED = 'Subscription deleted successfully!';
export const DELETE_FAILED = 'Failed to delete subscription. Please try again.';

function ownerOf(subscription: Subscription, email: string | null, pushToken: string | null) {
  return subscription.channel === 'push' && pushToken
    ? { fcm_token: pushToken }
    : { email: email ?? '' };
}

/** Newest first, e-mail and browser alerts together. */
function merged(...lists: (Subscription[] | undefined)[]): Subscription[] {
  return lists
    .flatMap((list) => list ?? [])
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/** The alerts of the saved e-mail and of this browser, each with a confirmed delete. */
export function SubscriptionList({
  games,
  email,
  pushToken,
}: {
  games: Game[] | undefined;
  email: string | null;
  pushToken: string | null;
}) {
  const emailOwner: AlertOwner | null = email ? { email } : null;
  const pushOwner: AlertOwner | null = pushToken ? { fcm_token: pushToken } : null;
  const byEmail = useSubscriptions(emailOwner);
  const byPush = useSubscriptions(pushOwner);
  const remove = useDeleteSubscription();
  const queryClient = useQueryClient();
  const failures = [byEmail, byPush].filter((query) => query.isError);
  const failed = failures[0];
  const loading = [byEmail, byPush].some(
    (query) => query.isPending && query.fetchStatus !== 'idle',
  );

  const confirm = usePendingConfirm<Subscription>({
    busy: remove.isPending,
    run: (subscription, settle) =>
      remove.mutate(
        { id: subscription.id, owner: ownerOf(subscription, email, pushToken) },
        {
          onSuccess: () => void toast.success(SUBSCRIPTION_DELETED),
          // 404: it was already gone (another tab, an unsubscribe link); the list catches up.
          onError: (error) => {
            if (isNotFound(error))
              void queryClient.invalidateQueries({ queryKey: subscriptionsQueryKey });
            else toast.error(DELETE_FAILED);
          },
          onSettled: settle,
        },
      ),
  });

  let body;
  if (failed) {
    body = (
      <LoadFailedAlert
        title="Could not load your subscriptions"
        message={errorMessage(failed.error)}
        busy={failures.some((query) => query.isFetching)}
        // Only the lists that failed: the other may have no owner to ask for.
        onRetry={() => failures.forEach((query) => void query.refetch())}
      />
    );
  } else if (loading) {
    body = <LoadingText>Loading subscriptions...</LoadingText>;
  } else {
    const subscriptions = merged(byEmail.data, byPush.data);
    body =
      subscriptions.length === 0 ? (
        <div className="flex flex-col items-center gap-2 py-8 text-center text-sm text-fg-muted">
          <BellOff aria-hidden="true" className="size-6" />
          <p className="font-medium text-fg">You have no subscriptions yet.</p>
          <p className="max-w-prose">
            <Link to="/" className="font-medium text-accent-text underline underline-offset-2">
              Search for accounts
            </Link>{' '}
            to create subscriptions when no results are found.
          </p>
        </div>
      ) : (
        <ul aria-label="Subscriptions" className="divide-y divide-border">
          {subscriptions.map((subscription) => (
            <SubscriptionRow
              key={`${subscription.channel}-${subscription.id}`}
              subscription={subscription}
              game={games?.find((game) => game.id === subscription.game_id)}
              onDelete={confirm.ask}
            />
          ))}
        </ul>
      );
  }

  return (
    <Card as="section" aria-labelledby="subscriptions-title">
      <CardTitle id="subscriptions-title">Your Subscriptions</CardTitle>
      <div className="mt-3">{body}</div>
      <ConfirmDialog
        {...confirm.dialog}
        title="Delete subscription?"
        description="Are you sure you want to delete this subscription?"
        confirmLabel="Delete"
      />
    </Card>
  );
}
