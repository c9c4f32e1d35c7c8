import { Hammer } from 'lucide-react';
import { ButtonLink } from './button';
import { EmptyState } from './empty-state';
import { PageHeader } from './page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** Placeholder for a route whose screen is not built yet; names the page so links can be checked. */
export function ComingSoon({ page, description }: { page: string; description?: string }) {
  useDocumentTitle(page);
  return (
    <>
      <PageHeader title={page} description={description} />
      <EmptyState
        icon={<Hammer />}
        title="Coming soon"
        description={`The ${page} page is being built. Please check back later.`}
        action={
          <ButtonLink to="/" variant="secondary">
            Back to Shop
          </ButtonLink>
        }
      />
    </>
  );
}
