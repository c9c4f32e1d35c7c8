import { serverNow } from '@/lib/server-time';

let dateTimeFormat: Intl.DateTimeFormat | undefined;

/** "Nov 29, 2026, 9:00 AM": a warranty ends at an instant, and its last day counts. */
export function formatDateTime(value: string): string {
  dateTimeFormat ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
  return dateTimeFormat.format(new Date(value));
}

/**
 * What the buyer's page says of an account's warranty: until when it runs, or when it ended
 * (its time ran out, or a refund or a resolved dispute closed it); null when it was sold without.
 */
export function warrantyStatus(
  until: string | null,
  now: number = serverNow(),
): { ended: boolean; text: string } | null {
  if (until === null) return null;
  const ended = new Date(until).getTime() <= now;
  return { ended, text: `${ended ? 'Warranty ended' : 'Warranty until'} ${formatDateTime(until)}` };
}
