import { Toaster as SonnerToaster } from 'sonner';
import { useTheme } from '@/hooks/use-theme';

/**
 * SPEC §8/§9: toasts at top-right, 3000 ms, no action or close buttons. Plain (not rich) colours
 * keep the text at AA contrast; the error icon carries the colour.
 */
export const TOAST_DURATION_MS = 3000;

export function Toaster() {
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
