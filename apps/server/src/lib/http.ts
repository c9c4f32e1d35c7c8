/** The success envelope of DESIGN §6. */
export const ok = <T>(data: T) => ({ status: 'success' as const, data });

/**
 * The longest path segment the router takes (longer: 414). The longest real one is a stored
 * image's name (at most 64 characters by its route's schema); every other is a row id.
 */
export const MAX_PATH_SEGMENT = 100;
