import { formatMailTime, formatMailTimeShort } from '@/lib/format-mail-time';

/** A mail's time in a list: short, with the full date and time on hover. */
export function ShortMailTime({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatMailTime(iso)} className="shrink-0 text-xs text-fg-muted">
      {formatMailTimeShort(iso)}
    </time>
  );
}
