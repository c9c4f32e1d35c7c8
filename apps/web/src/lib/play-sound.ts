/** SPEC §9: every chime of the shop plays at half volume. */
export const CHIME_VOLUME = 0.5;

/**
 * Plays a short sound from public/sounds. Browsers refuse sound before the visitor has
 * interacted with the page; a missed chime is not worth an error, as what it announces shows
 * on the page anyway.
 */
export function playSound(url: string): void {
  if (typeof Audio === 'undefined') return;
  const audio = new Audio(url);
  audio.volume = CHIME_VOLUME;
  void audio.play()?.catch(() => undefined);
}
