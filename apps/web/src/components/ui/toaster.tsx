import { lazy, Suspense } from 'react';

// sonner is not needed for the first paint; its chunk comes right after. A toast raised before
// it arrives is kept by sonner's store and shown once the outlet subscribes.
const ToastOutlet = lazy(() => import('./toast-outlet'));

/** SPEC §8/§9's toast outlet: top-right, 3 s, no buttons (see toast-outlet). */
export function Toaster() {
  return (
    <Suspense fallback={null}>
      <ToastOutlet />
    </Suspense>
  );
}
