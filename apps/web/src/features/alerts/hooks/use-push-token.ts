import { STORAGE_KEYS } from '@/lib/storage-keys';
import { createStoredValue, useStoredValue } from '../lib/stored-value';

/** This browser's push token, once browser notifications were turned on here. */
export const savedPushToken = createStoredValue(STORAGE_KEYS.pushToken);

export function useSavedPushToken(): string | null {
  return useStoredValue(savedPushToken);
}
