import { Clock } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatCountdown } from '../lib/countdown';

/**
 * "Pay within 4:59", then "Invoice expired". A timer role is not read out each second; the
 * expiry is, once, through the live region.
 */
export function PayCountdown({
  secondsLeft,
  className,
}: {
  secondsLeft: number;
  className?: string;
}) {
  const expired = secondsLeft <= 0;
  return (
    <p
      className={cn(
        'flex items-center gap-2 font-semibold tabular-nums',
        expired ? 'text-danger-text' : 'text-fg',
        className,
      )}
      aria-live={expired ? 'polite' : 'off'}
      role={expired ? 'status' : 'timer'}
    >
      <Clock aria-hidden="true" className="size-5 shrink-0" />
      {expired ? 'Invoice expired' : `Pay within ${formatCountdown(secondsLeft)}`}
    </p>
  );
}
