/** Made by apps/web/scripts/make-notification-sound.mjs (a 3.5 KB chime). */
export const NOTIFICATION_SOUND_URL = '/sounds/new-email.wav';

/** SPEC §9. */
export const NOTIFICATION_VOLUME = 0.5;

/**
 * Plays the new-mail chime. Browsers refuse sound before the visitor has interacted with the
 * page; a missed chime is not worth an error, the list refreshes anyway.
 */
export function playNotificationSound(): void {
  if (typeof Audio === 'undefined') return;
  const audio = new Audio(NOTIFICATION_SOUND_URL);
  audio.volume = NOTIFICATION_VOLUME;
  void audio.play()?.catch(() => undefined);
}
