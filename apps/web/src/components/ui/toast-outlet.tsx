import { Toaster as SonnerToaster } from 'sonner';
import { useTheme } from '@/hooks/use-theme';

const TOAST_DURATION_MS = 3000;

/**
 * SPEC §8/§9: toasts at top-right, 3000 ms, no action or close buttons. Plain (not rich) colours
 * keep the text at AA contrast; the error icon carries the colour. Loaded by `Toaster` after the
 * first paint; sonner replays toasts raised before it subscribed.
 */
export default function ToastOutlet() {
  const { theme } = useTheme();
  return (
    <SonnerToaster
      position="top-right"
      duration={TOAST_DURATION_MS}
      theme={theme}
      closeButton={false}
    />
  );
}
