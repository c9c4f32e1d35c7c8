import { ExternalLink } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button-styles';
import { cn } from '@/lib/cn';
import { CopyCode } from './copy-code';

/** Only web links open from here: a mail could name any scheme, `javascript:` included. */
const WEB_LINK = /^https?:\/\//i;

/**
 * What a reader of a mail usually came for: its verification code, copied with one click, and
 * its verification or sign-in link. The link opens as sent (never through the image proxy), in
 * a new tab, without a referrer: it carries a token, and so may the page it is opened from.
 * `compact` for list rows and cards, where the actions sit above the row's own link.
 */
export function MailActions({
  code,
  link,
  compact = false,
  className,
}: {
  code: string | null;
  link: string | null;
  compact?: boolean;
  className?: string;
}) {
  const webLink = link && WEB_LINK.test(link) ? link : null;
  if (!code && !webLink) return null;
  return (
    <div
      className={cn(
        'relative z-10 flex max-w-full flex-wrap items-center',
        compact ? 'gap-x-3 gap-y-1.5' : 'gap-3',
        className,
      )}
    >
      {code && <CopyCode code={code} compact={compact} />}
      {webLink && (
        <a
          href={webLink}
          target="_blank"
          rel="noopener noreferrer"
          referrerPolicy="no-referrer"
          title={webLink}
          className={cn(
            buttonClasses({ variant: 'secondary', size: 'sm' }),
            compact && 'h-7 px-2 text-xs',
          )}
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          Open verification link
        </a>
      )}
    </div>
  );
}
