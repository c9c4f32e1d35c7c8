import { Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { COPIED_TOAST_MS, copyToClipboard } from '@/lib/copy-to-clipboard';
import { shortHash } from '../lib/short-hash';

const copy = (hash: string) =>
  copyToClipboard(hash, {
    copied: 'SHA-256 copied to clipboard!',
    failed: 'Could not copy the hash. Select it and copy it by hand.',
    durationMs: COPIED_TOAST_MS,
  });

/** A cited mail's SHA-256, shortened on screen, copied whole. */
export function CopyHash({ hash, of }: { hash: string; of: string }) {
  return (
    <span className="inline-flex max-w-full flex-wrap items-center gap-2 text-xs">
      <span className="text-fg-muted">SHA-256</span>
      <code className="font-mono break-all text-fg" title={hash}>
        {shortHash(hash)}
      </code>
      <Button
        size="sm"
        variant="secondary"
        className="h-7 px-2 text-xs"
        aria-label={`Copy the SHA-256 of ${of}`}
        onClick={() => void copy(hash)}
      >
        <Copy aria-hidden="true" className="size-3.5" />
        Copy
      </Button>
    </span>
  );
}
