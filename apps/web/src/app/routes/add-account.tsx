import { LogIn } from 'lucide-react';
import { useLocation } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { ComingSoon } from '@/components/ui/coming-soon';
import { EmptyState } from '@/components/ui/empty-state';
import { useAuth } from '@/hooks/use-auth';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { returnStateFor } from '@/lib/return-path';

/**
 * `/games/:gameId/add`. Unlike the other seller routes SPEC §2 shows a message here instead of
 * redirecting, so a shared link explains itself.
 */
export default function AddAccountPage() {
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) return <SignInRequired />;
  return <ComingSoon page="Add Account" />;
}

function SignInRequired() {
  useDocumentTitle('Add Account');
  const location = useLocation();
  return (
    <EmptyState
      headingLevel="h1"
      icon={<LogIn />}
      title="Please log in to access this page"
      action={
        <ButtonLink to="/login" state={returnStateFor(location)}>
          Sign in
        </ButtonLink>
      }
    />
  );
}
