/** The unique index a failed statement ran into (PostgreSQL 23505), or null for any other error. */
export function violatedUnique(err: unknown): string | null {
  const { code, constraint } = (err ?? {}) as { code?: string; constraint?: string };
  return code === '23505' ? (constraint ?? '') : null;
}

/** The statement ran into the unique index `constraint`: a race another request won. */
export const isUniqueViolation = (err: unknown, constraint: string): boolean =>
  violatedUnique(err) === constraint;
