/** The success envelope of DESIGN §6. */
export const ok = <T>(data: T) => ({ status: 'success' as const, data });

/**
 * The longest path segment the router takes (longer: 414). The longest real one is a demo
 * showcase's file name, which spells its composition (demo/account-showcase.ts).
 */
export const MAX_PATH_SEGMENT = 320;
