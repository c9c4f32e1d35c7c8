import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { cn } from '@/lib/cn';

export type AlertVariant = 'error' | 'success' | 'info';

const STYLES: Record<AlertVariant, string> = {
  error: 'bg-failed-bg text-failed-fg',
  success: 'bg-delivered-bg text-delivered-fg',
  info: 'bg-accent-soft text-fg',
};

const ICONS = { error: CircleAlert, success: CircleCheck, info: Info } as const;

/** An inline message box, e.g. a form's failure; errors are announced immediately. */
export function Alert({
  variant = 'info',
  title,
  children,
}: {
  variant?: AlertVariant;
  title?: ReactNode;
  children?: ReactNode;
}) {
  const Icon = ICONS[variant];
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-control p-3 text-sm', STYLES[variant])}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 wrap-break-word">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div>{children}</div>}
      </div>
    </div>
  );
}
