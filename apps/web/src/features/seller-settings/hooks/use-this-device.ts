import { useCallback, useState } from 'react';
import { readStorage, removeStorage, writeStorage } from '@/lib/storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';

const KEY = STORAGE_KEYS.sellerPushDeviceId;

function readDeviceId(): number | null {
  const id = Number(readStorage(KEY));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The id of the push device that is this browser, remembered here once it was enabled. */
export function useThisDeviceId() {
  const [deviceId, setDeviceId] = useState(readDeviceId);
  const remember = useCallback((id: number) => {
    writeStorage(KEY, String(id));
    setDeviceId(id);
  }, []);
  const forget = useCallback(() => {
    removeStorage(KEY);
    setDeviceId(null);
  }, []);
  return { deviceId, remember, forget };
}
