import { useMutation } from '@tanstack/react-query';
import type { LoginBody, LoginData } from '@shop/contract';
import { call } from '@/api/call';
import { authApi } from '@/api/operations';
import { authStore } from '@/lib/auth-store';

/** POST /api/roller/login -> { token, roller: { code, name, email } }. */
export function login(credentials: LoginBody): Promise<LoginData> {
  return call(authApi.login, { body: credentials });
}

/**
 * Signs in and stores the token. Silent: the form shows "Invalid credentials" inline (SPEC §8)
 * rather than a toast.
 */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    meta: { silent: true },
    onSuccess: (data) => authStore.setToken(data.token),
  });
}
