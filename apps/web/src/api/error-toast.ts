import { toast } from 'sonner';
import { errorMessage, isNotFound } from './api-error';

/**
 * The toast rule of SPEC §8 for a failed action: error toast (top-right, 3 s, no buttons, set on
 * the Toaster), message from errorMessage(); a 404 shows nothing because pages render their own
 * "not found" state and the signed-out gate answers with 404 on purpose.
 */
export function showErrorToast(error: unknown): void {
  if (isNotFound(error)) return;
  const message = errorMessage(error);
  // Same id for the same text: several queries failing together show one toast, not a stack.
  toast.error(message, { id: `error:${message}` });
}
