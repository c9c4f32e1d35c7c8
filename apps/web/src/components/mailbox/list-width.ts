import { STORAGE_KEYS, type StorageKey } from '@/lib/storage-keys';

/** A list pane's width limits, its default and where it is kept. */
export type ListWidthBounds = { min: number; max: number; initial: number; key: StorageKey };

/** Arrow keys move the divider by this much. */
export const LIST_WIDTH_STEP = 20;

/** SPEC §5/§9: the operator inbox list pane is 200-800 px wide, 300 by default. */
export const LIST_WIDTH: ListWidthBounds = {
  min: 200,
  max: 800,
  initial: 300,
  key: STORAGE_KEYS.inboxListWidth,
};

/** SPEC §5/§9: the public viewer's list pane is 300-800 px wide, 400 by default. */
export const VIEWER_LIST_WIDTH: ListWidthBounds = {
  min: 300,
  max: 800,
  initial: 400,
  key: STORAGE_KEYS.emailViewerListWidth,
};

export function clampListWidth(width: number, bounds: ListWidthBounds = LIST_WIDTH): number {
  if (!Number.isFinite(width)) return bounds.initial;
  return Math.round(Math.min(bounds.max, Math.max(bounds.min, width)));
}

/** A stored width, or the default when nothing (or nothing usable) is stored. */
export function parseStoredWidth(raw: string | null, bounds: ListWidthBounds = LIST_WIDTH): number {
  const width = raw === null ? NaN : Number(raw);
  return Number.isFinite(width) ? clampListWidth(width, bounds) : bounds.initial;
}
