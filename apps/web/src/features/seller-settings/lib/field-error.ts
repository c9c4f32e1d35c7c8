import { isApiError } from '@/api/api-error';
import { showErrorToast } from '@/api/error-toast';

/** The server's reason when the failure names one of `fields` (a 400 with `field`). */
export function fieldErrorMessage(error: unknown, fields: readonly string[]): string | null {
  if (!isApiError(error) || !error.field || !fields.includes(error.field)) return null;
  return error.serverMessage || null;
}

/**
 * A refused input is explained under that input; any other failure is the shared error toast
 * (SPEC §8), as a form cannot say more about it than the toast does.
 */
export function reportFailure(
  error: unknown,
  fields: readonly string[],
  showUnderField: (message: string) => void,
): void {
  const message = fieldErrorMessage(error, fields);
  if (message) showUnderField(message);
  else void showErrorToast(error);
}
