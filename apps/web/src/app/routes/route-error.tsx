import { TriangleAlert } from 'lucide-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

/**
 * A page crashed or its code failed to load (typically a new release replaced the old chunks);
 * reloading fetches the current build.
 */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return (
    <EmptyState
      headingLevel="h1"
      icon={<TriangleAlert />}
      title="Something went wrong"
      description={detail ?? 'This page could not be shown. Reloading usually fixes it.'}
      action={<Button onClick={() => window.location.reload()}>Reload page</Button>}
    />
  );
}
