import { SearchX, TriangleAlert } from 'lucide-react';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

/** SPEC §8: the game in the URL does not exist. */
export function GameNotFound() {
  return (
    <EmptyState
      headingLevel="h1"
      icon={<SearchX />}
      title="Game not found"
      action={<ButtonLink to="/">Back to Shop</ButtonLink>}
    />
  );
}

/** The page's data could not be loaded (server down, network gone), with a retry. */
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
