import { playSound } from '@/lib/play-sound';

/** Made by apps/web/scripts/make-notification-sound.mjs (a 3.5 KB chime). */
export const NOTIFICATION_SOUND_URL = '/sounds/new-email.wav';

/** The new-mail chime; the list refreshes whether or not the browser lets it play. */
export const playNotificationSound = () => playSound(NOTIFICATION_SOUND_URL);
