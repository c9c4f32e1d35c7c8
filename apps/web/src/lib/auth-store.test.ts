import { describe, expect, it } from 'vitest';
import { authStore } from './auth-store';

describe('auth state (SPEC §4)', () => {
  it('starts signed out without a stored token', () => {
    expect(authStore.getState()).toEqual({ token: null, isAuthenticated: false });
  });

  it('starts authenticated when a token is stored', () => {
    localStorage.setItem('token', 'stored-token');
    authStore.reload();
    expect(authStore.getState()).toEqual({ token: 'stored-token', isAuthenticated: true });
  });

  it('setting a token stores it and marks authenticated', () => {
    authStore.setToken('new-token');
    expect(localStorage.getItem('token')).toBe('new-token');
    expect(authStore.isAuthenticated()).toBe(true);
  });

  it('clearing forgets the token and the flag', () => {
    authStore.setToken('new-token');
    authStore.clear();
    expect(localStorage.getItem('token')).toBeNull();
    expect(authStore.getState()).toEqual({ token: null, isAuthenticated: false });
  });
});
