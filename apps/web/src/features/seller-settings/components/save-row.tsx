import type { ReactNode } from 'react';
import { Check } from 'lucide-react';
import { Button } from '@/components/ui/button';

/**
 * A form's Save button, any further actions, and "Saved" once the value is stored. The status
 * line is always there so screen readers announce the word when it appears.
 */
export function SaveRow({
  busy,
  saved,
  children,
}: {
  busy: boolean;
  saved: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button type="submit" size="sm" busy={busy}>
        Save
      </Button>
      {children}
      <p role="status" className="flex items-center gap-1 text-sm text-delivered-fg">
        {saved && (
          <>
            <Check aria-hidden="true" className="size-4" />
            Saved
          </>
        )}
      </p>
    </div>
  );
}
