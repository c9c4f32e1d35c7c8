import { useEffect, useState } from 'react';
import { serverNow } from '@/lib/server-time';

/**
 * The shop's time (lib/server-time: deadlines are the server's, whatever the device's clock
 * says), moved on every `everyMs`, so deadlines turn red and overdue on an open page.
 */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const timer = setInterval(() => setNow(serverNow()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
