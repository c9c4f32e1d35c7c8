/** The success envelope of DESIGN §6. */
export const ok = <T>(data: T) => ({ status: 'success' as const, data });
