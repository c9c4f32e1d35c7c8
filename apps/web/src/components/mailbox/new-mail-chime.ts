import { playSound } from '@/lib/play-sound';

/** The shop's one new-mail chime, made by apps/web/scripts/make-notification-sound.mjs (3.5 KB). */
export const NEW_MAIL_SOUND_URL = '/sounds/new-email.wav';

/** SPEC §1, §9: new mail chimes at half volume; a browser that refuses the sound loses nothing. */
export const playNewMailChime = () => playSound(NEW_MAIL_SOUND_URL);
