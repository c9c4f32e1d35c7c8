import { LogIn } from 'lucide-react';
import { Navigate, useLocation, useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useAuth } from '@/hooks/use-auth';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { returnStateFor } from '@/lib/return-path';
import AddAccountPage from '@/features/backoffice/routes/add-account-page';

/**
 * `/games/:gameId/add`. Unlike the other seller routes SPEC §2 shows a message here instead of
 * redirecting, so a shared link explains itself; a missing game id goes home.
 */
export default function AddAccountRoute() {
  const { gameId } = useParams();
  const { isAuthenticated } = useAuth();
  if (!gameId) return <Navigate to="/" replace />;
  if (!isAuthenticated) return <SignInRequired />;
  return <AddAccountPage />;
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
