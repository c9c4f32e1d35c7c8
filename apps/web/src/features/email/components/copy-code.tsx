import { Copy } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Chip } from '@/components/ui/chip';
import { cn } from '@/lib/cn';

/** As SPEC §9's link-copied toast. */
const COPIED_TOAST_MS = 2000;

async function copyCode(code: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(code);
    toast.success(`Code ${code} copied to clipboard!`, { duration: COPIED_TOAST_MS });
  } catch {
    toast.error('Could not copy the code. Select it and copy it by hand.');
  }
}

/**
 * The verification code found in a mail, with a one-click copy. Sits above the row's link, so
 * a click on Copy copies and never opens the mail.
 */
export function CopyCode({ code, className }: { code: string; className?: string }) {
  return (
    <span
      className={cn('relative z-10 inline-flex max-w-full flex-wrap items-center gap-2', className)}
    >
      <Chip className="font-mono text-sm font-semibold tracking-wider select-all">
        <span className="sr-only">Code </span>
        {code}
      </Chip>
      <Button
        size="sm"
        variant="secondary"
        aria-label={`Copy code ${code}`}
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
