let dateTimeFormat: Intl.DateTimeFormat | undefined;

/** "Nov 24, 2026, 10:00 AM": deadlines and messages are read to the minute. */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  dateTimeFormat ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
  return dateTimeFormat.format(date);
}

const HOUR_MS = 60 * 60 * 1000;
/** Under this much time left, a seller's deadline is shown in red. */
export const URGENT_MS = 2 * HOUR_MS;

export type Deadline = { text: string; urgent: boolean };

/** An open dispute's answer deadline as its row and page show it. */
export function answerDeadline(dueAt: string, now: number): Deadline {
  const left = new Date(dueAt).getTime() - now;
  if (left <= 0) return { text: 'Answer overdue: going to the shop owner', urgent: true };
  return { text: `Answer by ${formatDateTime(dueAt)}`, urgent: left < URGENT_MS };
}
