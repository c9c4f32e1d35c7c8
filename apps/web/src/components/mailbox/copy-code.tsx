import { Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Chip } from '@/components/ui/chip';
import { cn } from '@/lib/cn';
import { COPIED_TOAST_MS, copyToClipboard } from '@/lib/copy-to-clipboard';

const copyCode = (code: string) =>
  copyToClipboard(code, {
    copied: `Code ${code} copied to clipboard!`,
    failed: 'Could not copy the code. Select it and copy it by hand.',
    durationMs: COPIED_TOAST_MS,
  });

/**
 * The verification code found in a mail, with a one-click copy. In a list row it sits above
 * the row's link, so a click on Copy copies and never opens the mail.
 */
export function CopyCode({ code, compact = false }: { code: string; compact?: boolean }) {
  return (
    <span className="inline-flex max-w-full flex-wrap items-center gap-2">
      <Chip
        className={cn(
          'font-mono font-semibold tracking-wider select-all',
          compact ? 'text-xs' : 'text-sm',
        )}
      >
        <span className="sr-only">Code </span>
        {code}
      </Chip>
      <Button
        size="sm"
        variant="secondary"
        aria-label={`Copy code ${code}`}
        className={cn(compact && 'h-7 px-2 text-xs')}
        onClick={(event) => {
          event.preventDefault();
          event.stopPropagation();
          void copyCode(code);
        }}
      >
        <Copy aria-hidden="true" className="size-4" />
        Copy
      </Button>
    </span>
  );
}
