import { useCallback, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '@/api/call';
import { authApi } from '@/api/operations';
import { authStore, SIGNED_OUT, type AuthState } from '@/lib/auth-store';

export type UseAuth = AuthState & {
  /** Stores the token and marks the user authenticated (after a successful login). */
  setToken: (token: string) => void;
  /** Revokes the session on the server, then forgets it locally even if that call failed. */
  logout: () => Promise<void>;
};

const signedOut = () => SIGNED_OUT;

export function useAuth(): UseAuth {
  // Server-rendered pages are the public view; a signed-in visitor never hydrates them (main.tsx).
  const state = useSyncExternalStore(authStore.subscribe, authStore.getState, signedOut);
  const queryClient = useQueryClient();

  const logout = useCallback(async () => {
    try {
      await call(authApi.logout);
    } catch {
      // Signing out must always work locally; the server expires the token on its own.
    } finally {
      authStore.clear();
      // Seller data (income, inbox) must not stay in memory for the next person at this screen.
      queryClient.clear();
    }
  }, [queryClient]);

  return { ...state, setToken: authStore.setToken, logout };
}
