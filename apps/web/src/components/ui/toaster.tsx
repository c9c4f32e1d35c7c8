import { lazy, Suspense } from 'react';
import { useIsClientRender } from '@/hooks/use-client-render';

// sonner is not needed for the first paint; its chunk comes right after. A toast raised before
// it arrives is kept by sonner's store and shown once the outlet subscribes.
const ToastOutlet = lazy(() => import('./toast-outlet'));

/**
 * SPEC §8/§9's toast outlet: top-right, 3 s, no buttons (see toast-outlet). Browser only: a
 * server-rendered page has no toasts, and a lazy part there would be left for the browser to
 * render in place of hydrating it.
 */
export function Toaster() {
  const isClient = useIsClientRender();
  if (!isClient) return null;
  return (
    <Suspense fallback={null}>
      <ToastOutlet />
    </Suspense>
  );
}
