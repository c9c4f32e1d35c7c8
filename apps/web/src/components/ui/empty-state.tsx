import type { ReactNode } from 'react';
import { Card } from './card';

export type EmptyStateProps = {
  /** A decorative lucide icon element, e.g. <Inbox />. */
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  /** Heading level; h2 inside a page, h1 when it is the whole page. */
  headingLevel?: 'h1' | 'h2';
};

/** Nothing to show: no results, not signed in, not built yet, not found. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  headingLevel = 'h2',
}: EmptyStateProps) {
  const Heading = headingLevel;
  return (
    <Card className="flex flex-col items-center gap-3 py-12 text-center">
      {icon && (
        <div
          aria-hidden="true"
          className="rounded-full bg-accent-soft p-3 text-accent-text [&_svg]:size-6"
        >
          {icon}
        </div>
      )}
      <Heading className="text-lg font-semibold text-fg">{title}</Heading>
      {description && <div className="max-w-prose text-sm text-fg-muted">{description}</div>}
      {action && <div className="mt-2 flex flex-wrap justify-center gap-2">{action}</div>}
    </Card>
  );
}
