import { CircleCheck, CircleX, LinkIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadingText } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { cn } from '@/lib/cn';
import { useUnsubscribeByToken, type UnsubscribeVariant } from '../api/unsubscribe-by-token';
import { unsubscribeOutcome, type UnsubscribeState } from '../lib/unsubscribe-outcome';

const TITLES: Record<UnsubscribeVariant, string> = {
  all: 'Unsubscribe',
  single: 'Unsubscribe Subscription',
};

const HEADINGS: Record<Exclude<UnsubscribeState, 'loading'>, string> = {
  success: 'Unsubscribed',
  error: 'Unsubscribe failed',
  invalid: 'Invalid link',
};

/**
 * `/unsubscribe` and `/unsubscribe-single` (SPEC §2, §4, §8): the link from an alert mail ends
 * every alert of that e-mail, or the one alert it was sent for.
 */
export default function UnsubscribePage({ variant }: { variant: UnsubscribeVariant }) {
  useDocumentTitle(TITLES[variant]);
  const token = useSearchParams()[0].get('token')?.trim() || null;
  const call = useUnsubscribeByToken(variant, token);
  const { state, message } = unsubscribeOutcome(variant, token, call);

  if (state === 'loading') return <LoadingText>{message}</LoadingText>;

  const Icon = state === 'success' ? CircleCheck : state === 'error' ? CircleX : LinkIcon;
  return (
    <Card as="section" className="mx-auto flex max-w-lg flex-col items-center gap-3 text-center">
      <div
        aria-hidden="true"
        className={cn(
          'rounded-full p-3',
          state === 'success' ? 'bg-delivered-bg text-delivered-fg' : 'bg-failed-bg text-failed-fg',
        )}
      >
        <Icon className="size-6" />
      </div>
      <h1 className="text-xl font-semibold text-fg">{HEADINGS[state]}</h1>
      <p role={state === 'success' ? 'status' : 'alert'} className="text-sm text-fg-muted">
        {message}
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <ButtonLink to="/">Return to Website</ButtonLink>
        {state !== 'invalid' && (
          <ButtonLink to="/notifications" variant="secondary">
            Manage Subscriptions
          </ButtonLink>
        )}
      </div>
    </Card>
  );
}
