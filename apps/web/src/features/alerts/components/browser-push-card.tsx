import { BellRing } from 'lucide-react';
import { toast } from 'sonner';
import { errorMessage } from '@/api/api-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { useDisableBrowserPush, useEnableBrowserPush } from '../hooks/use-browser-push';
import { isPushSupported } from '@/lib/web-push';

export const PUSH_ENABLED = 'Browser notifications enabled.';

/**
 * Alerts as browser notifications, beside e-mail: once on, new subscriptions made from the
 * listing are created for this browser too. Not shown where the browser cannot do Web Push.
 */
export function BrowserPushCard({ pushToken }: { pushToken: string | null }) {
  const enable = useEnableBrowserPush();
  const disable = useDisableBrowserPush();
  if (!isPushSupported()) return null;

  return (
    <Card as="section" aria-labelledby="browser-push-title" className="flex flex-col gap-3">
      <div className="flex items-start gap-3">
        <BellRing aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent-text" />
        <div>
          <CardTitle id="browser-push-title">Browser notifications</CardTitle>
          <p className="mt-1 text-sm text-fg-muted">
            {pushToken
              ? 'On for this browser: new subscriptions also notify you here.'
              : 'Get alerts on this device too, even when the shop is not open.'}
          </p>
        </div>
      </div>
      {enable.isError && <Alert variant="error">{errorMessage(enable.error)}</Alert>}
      <div>
        {pushToken ? (
          <Button
            size="sm"
            variant="secondary"
            busy={disable.isPending}
            onClick={() => disable.mutate()}
          >
            Turn off
          </Button>
        ) : (
          <Button
            size="sm"
            busy={enable.isPending}
            onClick={() =>
              enable.mutate(undefined, { onSuccess: () => void toast.success(PUSH_ENABLED) })
            }
          >
            Enable browser notifications
          </Button>
        )}
      </div>
    </Card>
  );
}
