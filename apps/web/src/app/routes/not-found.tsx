import { SearchX } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** Any path no route matches. */
export default function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <EmptyState
      headingLevel="h1"
      icon={<SearchX />}
      title="Page not found"
      description="The page you are looking for does not exist or has moved."
      action={<ButtonLink to="/">Back to Shop</ButtonLink>}
    />
  );
}
