import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/api/query-client';
import { authStore } from '@/lib/auth-store';
import { failure, mockFetch, requestOf, success } from '@/test/fetch-mock';
import { useAuth } from './use-auth';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

describe('useAuth', () => {
  it('follows the token', () => {
    const { result } = renderHook(() => useAuth(), { wrapper });
    expect(result.current.isAuthenticated).toBe(false);
    act(() => result.current.setToken('t1'));
    expect(result.current).toMatchObject({ token: 't1', isAuthenticated: true });
  });

  it('logout calls POST /api/roller/logout, then clears the token', async () => {
    authStore.setToken('t1');
    const fetchMock = mockFetch(success({ message: 'Logged out' }));
    const { result } = renderHook(() => useAuth(), { wrapper });
    await act(() => result.current.logout());
    const request = requestOf(fetchMock);
    expect(request.url).toBe('/api/roller/logout');
    expect(request.method).toBe('POST');
    expect(request.headers.get('Authorization')).toBe('Bearer t1');
    expect(result.current.isAuthenticated).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('logout clears locally even when the call fails', async () => {
    authStore.setToken('t1');
    mockFetch(failure(500, 'INTERNAL', 'Down'));
    const { result } = renderHook(() => useAuth(), { wrapper });
    await act(() => result.current.logout());
    expect(result.current.isAuthenticated).toBe(false);
  });
});
