import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { setUnauthorizedHandler } from '@/api/client';
import { returnStateFor } from '@/lib/return-path';
import type { createAppRouter } from './router';

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * When the server rejects the stored token (the client has already forgotten it), drop cached
 * seller data and send the user to /login, returning to the current page after sign-in.
 */
export function useUnauthorizedRedirect(router: AppRouter, queryClient: QueryClient): void {
  useEffect(() => {
    setUnauthorizedHandler(() => {
      queryClient.clear();
      const { location } = router.state;
      if (location.pathname === '/login') return;
      void router.navigate('/login', { replace: true, state: returnStateFor(location) });
    });
    return () => setUnauthorizedHandler(null);
  }, [router, queryClient]);
}
