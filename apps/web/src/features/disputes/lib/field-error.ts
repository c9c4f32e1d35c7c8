import { errorMessage, isApiError } from '@/api/api-error';

/**
 * The server's message when the failure names `field` (e.g. "evidence_email_ids.2" names
 * evidence_email_ids), else null: the caller shows it beside that control.
 */
export function fieldError(error: unknown, field: string): string | null {
  if (!isApiError(error) || !error.field) return null;
  return error.field.split('.')[0] === field ? errorMessage(error) : null;
}

/** The failure names none of `fields`: the caller shows it as an alert of its own. */
export function generalError(error: unknown, fields: readonly string[]): string | null {
  if (!error) return null;
  return fields.some((field) => fieldError(error, field)) ? null : errorMessage(error);
}
