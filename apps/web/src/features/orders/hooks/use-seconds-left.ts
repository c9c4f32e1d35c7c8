import { useEffect, useState } from 'react';
import { serverNow } from '@/lib/server-time';
import { secondsUntil } from '../lib/countdown';

/**
 * Seconds until `deadline`, ticking once a second and stopping at 0. Counted on the shop's
 * clock (lib/server-time), which set the deadline: a device clock that is off changes nothing.
 */
export function useSecondsLeft(deadline: string | null): number {
  const [now, setNow] = useState(serverNow);
  const left = deadline ? secondsUntil(deadline, now) : 0;
  const running = left > 0;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(serverNow()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  return left;
}
