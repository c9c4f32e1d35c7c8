import { useId, type ReactNode } from 'react';
import { Card, CardTitle } from '@/components/ui/card';

/** One card of the settings page: a titled region, so each can be reached by its heading. */
export function SettingsSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId} className="flex flex-col gap-4">
      <div>
        <CardTitle id={titleId}>{title}</CardTitle>
        {description && <p className="mt-1 text-sm text-fg-muted">{description}</p>}
      </div>
      {children}
    </Card>
  );
}
