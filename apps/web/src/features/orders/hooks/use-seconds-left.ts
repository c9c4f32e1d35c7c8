import { useEffect, useState } from 'react';
import { secondsUntil } from '../lib/countdown';

/** Seconds until `deadline`, ticking once a second and stopping at 0. */
export function useSecondsLeft(deadline: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  const left = deadline ? secondsUntil(deadline, now) : 0;
  const running = left > 0;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  return left;
}
