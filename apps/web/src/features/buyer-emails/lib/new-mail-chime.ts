import { playSound } from '@/lib/play-sound';

/** The shop's one new-mail chime (apps/web/public/sounds), as the public email viewer plays it. */
export const NEW_MAIL_SOUND_URL = '/sounds/new-email.wav';

/** SPEC §1, §9: new mail chimes at half volume; a browser that refuses the sound loses nothing. */
export const playNewMailChime = () => playSound(NEW_MAIL_SOUND_URL);
