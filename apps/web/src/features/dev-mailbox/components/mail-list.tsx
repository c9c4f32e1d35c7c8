import { ShortMailTime } from '@/components/mailbox/mail-time';
import type { DevMail } from '@shop/contract';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/** The mails, newest first; each row opens its mail (`?mail=<id>`, so Back returns here). */
export function MailList({
  mails,
  selectedId,
  className,
}: {
  mails: DevMail[];
  selectedId: number | null;
  className?: string;
}) {
  return (
    <Card
      as="section"
      padding="none"
      aria-label="Mails"
      className={cn('overflow-hidden', className)}
    >
      <ul className="divide-y divide-border">
        {mails.map((mail) => {
          const selected = mail.id === selectedId;
          return (
            <li key={mail.id}>
              <Link
                to={{ search: `?mail=${mail.id}` }}
                aria-current={selected ? 'true' : undefined}
                className={cn(
                  'block border-l-4 px-4 py-3 hover:bg-surface-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
                  selected
                    ? 'border-accent bg-accent-soft hover:bg-accent-soft'
                    : 'border-transparent',
                )}
              >
                <span className="flex items-baseline justify-between gap-3">
                  <span className="min-w-0 truncate text-sm font-semibold text-fg">
                    {mail.subject || '(no subject)'}
                  </span>
                  <ShortMailTime iso={mail.created_at} />
                </span>
                <span className="mt-0.5 block truncate text-sm text-fg-muted">{mail.to}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
