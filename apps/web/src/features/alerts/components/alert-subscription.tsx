import { useRef, useState } from 'react';
import type { Game } from '@shop/contract';
import { BellRing } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { createFailureMessage, useCreateSubscriptions } from '../api/create-subscription';
import { useSavedPushToken } from '../hooks/use-push-token';
import { useSavedEmail } from '../hooks/use-saved-email';
import { CONFIRM_FIRST } from '../lib/address-proof';
import { subscriptionsForSearch, type AlertSearch } from '../lib/subscription-criteria';
import { CreateSubscriptionPanel } from './create-subscription-panel';
import { EnableEmailForm } from './enable-email-form';
import { SavedEmail } from './saved-email';

export const SUBSCRIPTION_CREATED =
  'Subscription created successfully! You will receive email notifications when matching accounts become available.';
export const ENABLE_FIRST = 'Please enable notifications first';
export const PRIVACY_NOTE =
  'No registration required. Your email is only used for account notifications and can be unsubscribed anytime.';

type Stage = 'idle' | 'panel' | 'created';

/**
 * The alert flow of the listing's "No accounts found" panel (SPEC §2, §4): save an e-mail, then
 * subscribe to the current search. With browser notifications on (a push token stored), the
 * same criteria are subscribed for this browser too.
 */
export default function AlertSubscription({ game, filters }: { game: Game; filters: AlertSearch }) {
  const email = useSavedEmail();
  const pushToken = useSavedPushToken();
  const [stage, setStage] = useState<Stage>('idle');
  // Whether what was created waits for the address to open the link mailed to it.
  const [awaitsConfirmation, setAwaitsConfirmation] = useState(false);
  // One message for the e-mail step at a time: the one for what the buyer did last (an
  // address that is not one, or Create before any address was saved).
  const [emailError, setEmailError] = useState<string>();
  const emailInputRef = useRef<HTMLInputElement>(null);
  const createButtonRef = useRef<HTMLButtonElement>(null);
  const create = useCreateSubscriptions();

  function askForEmail() {
    setEmailError(ENABLE_FIRST);
    setStage('idle');
    emailInputRef.current?.focus();
  }

  function openPanel() {
    if (!email) return askForEmail();
    setStage('panel');
  }

  function submit(maxPrice: number | null) {
    // The saved e-mail follows other tabs, so it may be gone while the panel is open.
    if (!email) return askForEmail();
    const bodies = subscriptionsForSearch(game.id, filters, maxPrice, { email });
    if (pushToken) {
      bodies.push(...subscriptionsForSearch(game.id, filters, maxPrice, { fcm_token: pushToken }));
    }
    create.mutate(bodies, {
      onSuccess: (created) => {
        toast.success(SUBSCRIPTION_CREATED);
        // The e-mail's answer says whether its alerts wait for the address to be confirmed.
        const byEmail = created.find((s) => s.channel === 'email');
        setAwaitsConfirmation(byEmail !== undefined && !byEmail.address_proven);
        setStage('created');
      },
      onError: (error) => void toast.error(createFailureMessage(error)),
    });
  }

  return (
    <section
      aria-labelledby="alert-subscription-title"
      className="flex w-full max-w-xl flex-col gap-4 rounded-control border border-border p-4 text-left"
    >
      <div className="flex items-start gap-3">
        <BellRing aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-text" />
        <div>
          <h3 id="alert-subscription-title" className="font-semibold text-fg">
            Get notified about new matches
          </h3>
          <p className="text-sm text-fg-muted">
            We let you know as soon as an account matching this search is listed.
          </p>
        </div>
      </div>

      {email ? (
        <SavedEmail email={email} />
      ) : (
        <EnableEmailForm
          inputRef={emailInputRef}
          error={emailError}
          onErrorChange={setEmailError}
          onSaved={() => {
            setEmailError(undefined);
            // The next step of the flow; the form itself is gone.
            requestAnimationFrame(() => createButtonRef.current?.focus());
          }}
        />
      )}

      {stage === 'created' ? (
        <Alert variant="success" title="Subscription created">
          <p>
            {awaitsConfirmation && email
              ? CONFIRM_FIRST(email)
              : 'You will hear from us when a matching account is listed.'}{' '}
            <Link to="/notifications" className="font-medium underline underline-offset-2">
              Manage subscriptions
            </Link>
          </p>
        </Alert>
      ) : stage === 'panel' ? (
        <CreateSubscriptionPanel
          initialMaxPrice={filters.maxPrice}
          busy={create.isPending}
          onCreate={submit}
          onCancel={() => setStage('idle')}
        />
      ) : (
        <Button
          ref={createButtonRef}
          variant="secondary"
          className="h-auto min-h-10 self-start py-2 whitespace-normal"
          onClick={openPanel}
        >
          Create Subscription for This Search
        </Button>
      )}

      <p className="text-xs text-fg-muted">{PRIVACY_NOTE}</p>
    </section>
  );
}
