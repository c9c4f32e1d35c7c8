import { serverNow } from './server-time';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });
const time = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });
const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

/** "Nov 23, 2026, 11:30:05 AM": seconds matter when several mails arrive together. */
export function formatMailTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateTime.format(d);
}

/** The list's short form: the time for today's mail (by the shop's clock), the day for older mail. */
export function formatMailTimeShort(iso: string, now = new Date(serverNow())): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return d.toDateString() === now.toDateString() ? time.format(d) : day.format(d);
}
