import { STORAGE_KEYS } from '@/lib/storage-keys';
import { createStoredValue, useStoredValue } from '../lib/stored-value';

/** The e-mail alerts go to (SPEC §4 "e-mail saved"); kept on this device only. */
export const savedEmail = createStoredValue(STORAGE_KEYS.notificationEmail);

export function useSavedEmail(): string | null {
  return useStoredValue(savedEmail);
}
