import { SearchX, TriangleAlert } from 'lucide-react';
import { Alert } from './alert';
import { Button, ButtonLink } from './button';
import { EmptyState } from './empty-state';

/** A whole page whose subject does not exist: "Game not found", "Account not found or has been sold". */
export function NotFoundState({
  title,
  backTo = '/',
  backLabel = 'Back to Shop',
}: {
  title: string;
  backTo?: string;
  backLabel?: string;
}) {
  return (
    <EmptyState
      headingLevel="h1"
      icon={<SearchX />}
      title={title}
      action={<ButtonLink to={backTo}>{backLabel}</ButtonLink>}
    />
  );
}

/** A whole page that could not be loaded (server down, network gone), with a retry. */
export function PageLoadFailed({
  message,
  busy,
  onRetry,
}: {
  message: string;
  busy: boolean;
  onRetry: () => void;
}) {
  return (
    <EmptyState
      headingLevel="h1"
      icon={<TriangleAlert />}
      title="This page could not be loaded"
      description={message}
      action={
        <Button variant="secondary" busy={busy} onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}

/** A list inside a page that could not be loaded, with its reason and a retry. */
export function LoadFailedAlert({
  title,
  message,
  busy,
  onRetry,
}: {
  title: string;
  message: string;
  busy: boolean;
  onRetry: () => void;
}) {
  return (
    <Alert variant="error" title={title}>
      <p>{message}</p>
      <Button className="mt-3" size="sm" variant="secondary" busy={busy} onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
