import { createStore } from './create-store';
import { readStorage, removeStorage, writeStorage } from './storage';
import { STORAGE_KEYS } from './storage-keys';

/** SPEC §3/§4: the auth state is the token and an isAuthenticated flag derived from it. */
export type AuthState = { token: string | null; isAuthenticated: boolean };

export const SIGNED_OUT: AuthState = { token: null, isAuthenticated: false };

function stateFor(token: string | null): AuthState {
  return token ? { token, isAuthenticated: true } : SIGNED_OUT;
}

const store = createStore<AuthState>(stateFor(readStorage(STORAGE_KEYS.token)));

export const authStore = {
  getState: store.get,
  subscribe: store.subscribe,
  getToken: () => store.get().token,
  isAuthenticated: () => store.get().isAuthenticated,
  /** Stores the token and marks the user authenticated. */
  setToken(token: string) {
    writeStorage(STORAGE_KEYS.token, token);
    store.set(stateFor(token));
  },
  /** Forgets the token locally (logout, or the server said it is no longer valid). */
  clear() {
    removeStorage(STORAGE_KEYS.token);
    store.set(SIGNED_OUT);
  },
  /** Re-reads storage; for start-up in tests and when another tab signs in or out. */
  reload() {
    store.set(stateFor(readStorage(STORAGE_KEYS.token)));
  },
};

// Another tab signing in or out changes storage; follow it so tabs never disagree.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.token || event.key === null) authStore.reload();
  });
}
