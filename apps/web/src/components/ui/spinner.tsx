import type { ReactNode } from 'react';
import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

/** Decorative; pair it with text (LoadingText, a busy button label) for screen readers. */
export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn('size-4 animate-spin', className)} />;
}

/** A loading message such as SPEC's "Loading accounts...", announced politely. */
export function LoadingText({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-8 text-sm text-fg-muted">
      <Spinner />
      {children}
    </p>
  );
}
