import { playSound } from '@/lib/play-sound';

/**
 * Three rising notes (C6, E6, G6), 8-bit mono at 11025 Hz like the viewer's new-mail chime,
 * so a seller can tell a sale from mail by ear.
 */
export const NEW_ORDER_CHIME_URL = '/sounds/new-order.wav';

/** The badge and the title still show the order when the browser refuses the sound. */
export const playNewOrderChime = () => playSound(NEW_ORDER_CHIME_URL);
