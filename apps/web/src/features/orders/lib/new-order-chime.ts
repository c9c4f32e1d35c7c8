/**
 * Three rising notes (C6, E6, G6), 8-bit mono at 11025 Hz like the viewer's new-mail chime,
 * so a seller can tell a sale from mail by ear.
 */
export const NEW_ORDER_CHIME_URL = '/sounds/new-order.wav';

/** As loud as the new-mail chime (SPEC §9). */
export const NEW_ORDER_CHIME_VOLUME = 0.5;

/**
 * Browsers refuse sound before the seller has interacted with the page; the badge and the
 * title still show the order, so a refused chime is dropped without a word.
 */
export function playNewOrderChime(): void {
  if (typeof Audio === 'undefined') return;
  const audio = new Audio(NEW_ORDER_CHIME_URL);
  audio.volume = NEW_ORDER_CHIME_VOLUME;
  void audio.play()?.catch(() => undefined);
}
