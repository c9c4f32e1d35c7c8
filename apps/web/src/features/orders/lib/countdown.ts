/** Whole seconds from `now` until `deadline`, never negative; NaN deadlines count as passed. */
export function secondsUntil(deadline: string, now: number): number {
  const left = Math.floor((Date.parse(deadline) - now) / 1000);
  return Number.isFinite(left) && left > 0 ? left : 0;
}

/** 299 -> "4:59"; 3725 -> "62:05" (minutes are not wrapped into hours: the window is 5 min). */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return `${minutes}:${String(rest).padStart(2, '0')}`;
}
