import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody, LoginData } from '@shop/contract';
import { call } from '@/api/call';
import { authApi } from '@/api/operations';
import { rollerProfileQueryKey } from '@/hooks/use-roller-profile';
import { authStore } from '@/lib/auth-store';

/** POST /api/roller/login -> { token, roller: { code, name, email, is_owner } }. */
export function login(credentials: LoginBody): Promise<LoginData> {
  return call(authApi.login, { body: credentials });
}

/**
 * Signs in and stores the token, and the profile the answer carries (the nav shows the owner's
 * Sellers page from it without asking again). Silent: the form shows "Invalid credentials"
 * inline (SPEC §8) rather than a toast.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    meta: { silent: true },
    onSuccess: (data) => {
      queryClient.setQueryData(rollerProfileQueryKey, data.roller);
      authStore.setToken(data.token);
    },
  });
}
