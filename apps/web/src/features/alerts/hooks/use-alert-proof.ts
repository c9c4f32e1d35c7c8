import { ALERTS_TOKEN_HEADER } from '@shop/contract/values';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { createStoredValue, useStoredValue } from '../lib/stored-value';

/**
 * What this browser holds for an alert e-mail (decision 0040): the management token the server
 * gave it, and whether it proves the address (a link mailed there was opened in this browser)
 * or only stands for the subscriptions this browser created.
 */
export type AlertProof = { token: string; proven: boolean };

const store = createStoredValue(STORAGE_KEYS.alertTokens);
const keyOf = (email: string) => email.trim().toLowerCase();

function held(): Record<string, AlertProof> {
  try {
    const value: unknown = JSON.parse(store.get() ?? '{}');
    return value && typeof value === 'object' ? (value as Record<string, AlertProof>) : {};
  } catch {
    // Storage another version wrote, or hand-edited: holding nothing only asks for a new link.
    return {};
  }
}

/** Each saved e-mail's token, kept beside the saved e-mail in local storage. */
export const alertProofs = {
  get: (email: string): AlertProof | null => held()[keyOf(email)] ?? null,
  /** A proven token is never replaced by one that proves less. */
  set(email: string, proof: AlertProof) {
    const all = held();
    if (all[keyOf(email)]?.proven && !proof.proven) return;
    store.set(JSON.stringify({ ...all, [keyOf(email)]: proof }));
  },
  /** The header that shows the server this browser's token for `email`, if it has one. */
  headers(email: string): Record<string, string> {
    const proof = alertProofs.get(email);
    return proof ? { [ALERTS_TOKEN_HEADER]: proof.token } : {};
  },
};

/** This browser's proof of `email`, following changes from any tab. */
export function useAlertProof(email: string | null): AlertProof | null {
  // Read for its subscription: a new token re-renders, and the lookup below reads it.
  useStoredValue(store);
  return email ? alertProofs.get(email) : null;
}
