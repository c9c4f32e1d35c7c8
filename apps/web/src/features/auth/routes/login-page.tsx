import { Navigate, useLocation, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { useAuth } from '@/hooks/use-auth';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { returnPathFrom } from '@/lib/return-path';
import { LoginForm } from '../components/login-form';

/** /login: seller sign-in; afterwards back to the page that asked for it, or home. */
export default function LoginPage() {
  useDocumentTitle('Sign in');
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const returnPath = returnPathFrom(location.state);
  // Sent here by a page that needs a seller: say so, rather than leave the visitor guessing.
  const redirected = returnPathFrom(location.state, '') !== '';

  // Already signed in (e.g. Back button after login): nothing to do here.
  if (isAuthenticated) return <Navigate to={returnPath} replace />;

  return (
    <div className="mx-auto w-full max-w-sm py-6 sm:py-12">
      <Card>
        <h1 className="text-2xl font-bold tracking-tight text-fg">Sign in</h1>
        <p className="mt-1 mb-6 text-sm text-fg-muted">
          Seller access to accounts, income and mail.
        </p>
        {redirected && (
          <div className="mb-6">
            <Alert variant="info">Please log in to access this page.</Alert>
          </div>
        )}
        <LoginForm onSuccess={() => navigate(returnPath, { replace: true })} />
      </Card>
    </div>
  );
}
