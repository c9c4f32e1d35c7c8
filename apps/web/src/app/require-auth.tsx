import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '@/hooks/use-auth';
import { returnStateFor } from '@/lib/return-path';

/** Wraps the seller-only routes: signed-out visitors go to /login and come back after. */
export function RequireAuth() {
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  if (!isAuthenticated) return <Navigate to="/login" replace state={returnStateFor(location)} />;
  return <Outlet />;
}
