import type { AccountFormValues } from './account-form-values';
import type { SavedImage } from './image-entries';

/**
 * The add form in progress is kept as a draft per game, so a reload or a stray click on a link
 * does not throw away a long description, the picked items and the uploaded images. It lives in
 * sessionStorage, not localStorage: it belongs to this tab and goes away with it. The account
 * password is never written to storage; the seller types it again after a reload.
 */
export type AccountDraft = { values: Omit<AccountFormValues, 'password'>; images: SavedImage[] };

const keyFor = (gameId: number) => `account-draft:${gameId}`;

export function readDraft(gameId: number, blank: AccountFormValues): AccountDraft | null {
  try {
    const raw = window.sessionStorage.getItem(keyFor(gameId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<AccountDraft>;
    const images = Array.isArray(parsed.images)
      ? parsed.images.filter((image) => typeof image?.link === 'string')
      : [];
    // Fields added after the draft was written fall back to their blank value.
    const { password: _password, ...blankRest } = blank;
    return { values: { ...blankRest, ...parsed.values }, images };
  } catch {
    return null;
  }
}

function isEmpty(draft: AccountDraft, blank: AccountFormValues): boolean {
  if (draft.images.length > 0) return false;
  return (Object.keys(draft.values) as (keyof AccountDraft['values'])[]).every(
    (key) => JSON.stringify(draft.values[key]) === JSON.stringify(blank[key]),
  );
}

/** Writes the draft; an untouched form removes it instead. */
export function writeDraft(
  gameId: number,
  values: AccountFormValues,
  images: SavedImage[],
  blank: AccountFormValues,
): void {
  const { password: _password, ...rest } = values;
  const draft: AccountDraft = { values: rest, images };
  try {
    if (isEmpty(draft, blank)) window.sessionStorage.removeItem(keyFor(gameId));
    else window.sessionStorage.setItem(keyFor(gameId), JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the form still works, only without a draft.
  }
}

export function clearDraft(gameId: number): void {
  try {
    window.sessionStorage.removeItem(keyFor(gameId));
  } catch {
    // Nothing stored, nothing to clear.
  }
}
