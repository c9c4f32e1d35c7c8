/** SPEC §5/§9: the operator inbox list pane is 200-800 px wide, 300 by default. */
export const LIST_WIDTH = { min: 200, max: 800, initial: 300, step: 20 } as const;

export function clampListWidth(width: number): number {
  if (!Number.isFinite(width)) return LIST_WIDTH.initial;
  return Math.round(Math.min(LIST_WIDTH.max, Math.max(LIST_WIDTH.min, width)));
}

/** A stored width, or the default when nothing (or nothing usable) is stored. */
export function parseStoredWidth(raw: string | null): number {
  const width = raw === null ? NaN : Number(raw);
  return Number.isFinite(width) ? clampListWidth(width) : LIST_WIDTH.initial;
}
