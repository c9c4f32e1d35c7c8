import { useState } from 'react';
import type { DevMail } from '@shop/contract';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { cn } from '@/lib/cn';
import { formatMailTime } from '@/lib/format-mail-time';
import { mailDocument } from '@/lib/mail-document';

type BodyView = 'html' | 'text';

const VIEWS: Array<{ value: BodyView; label: string }> = [
  { value: 'html', label: 'HTML' },
  { value: 'text', label: 'Plain text' },
];

/** One mail: its envelope, then its HTML in a sandboxed frame or its plain text. */
export function MailView({ mail, className }: { mail: DevMail; className?: string }) {
  const [view, setView] = useState<BodyView>('html');
  return (
    <Card
      as="article"
      padding="none"
      aria-labelledby="mail-subject"
      className={cn('min-w-0', className)}
    >
      <header className="flex flex-col gap-3 border-b border-border p-4 sm:p-5">
        <Link
          to={{ search: '' }}
          className="inline-flex w-fit items-center gap-1.5 rounded-control text-sm font-medium text-accent-text hover:underline lg:hidden"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to mailbox
        </Link>
        <h2 id="mail-subject" className="text-lg font-semibold break-words text-fg">
          {mail.subject || '(no subject)'}
        </h2>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          <dt className="text-fg-muted">To</dt>
          <dd className="break-all text-fg">{mail.to}</dd>
          <dt className="text-fg-muted">Sent</dt>
          <dd className="text-fg">
            <time dateTime={mail.created_at}>{formatMailTime(mail.created_at)}</time>
          </dd>
        </dl>
        <SegmentedControl label="Show body as" options={VIEWS} value={view} onChange={setView} />
      </header>
      {view === 'html' ? (
        // No allow-scripts and no allow-same-origin: a mail's markup can neither run code nor
        // reach the page's storage (where the seller's session lives).
        <iframe
          // A fresh frame per mail: Chromium may leave a reused frame unpainted when its srcdoc
          // changes while it is being shown again (phones switch from the list to the mail).
          key={mail.id}
          title={`Mail body: ${mail.subject}`}
          sandbox="allow-popups allow-popups-to-escape-sandbox"
          srcDoc={mailDocument(mail.html)}
          className="block h-[32rem] w-full rounded-b-card bg-white lg:h-[calc(100dvh-20rem)] lg:min-h-[28rem]"
        />
      ) : (
        <pre className="overflow-x-auto p-4 font-mono text-sm break-words whitespace-pre-wrap text-fg sm:p-5">
          {mail.text}
        </pre>
      )}
    </Card>
  );
}
