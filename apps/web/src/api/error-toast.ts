import { errorMessage, isNotFound } from './api-error';

/**
 * The toast rule of SPEC §8 for a failed action: error toast (top-right, 3 s, no buttons, set on
 * the Toaster), message from errorMessage(); a 404 shows nothing because pages render their own
 * "not found" state and the signed-out gate answers with 404 on purpose. sonner is imported on
 * the first failure, so it stays out of the first page's script; resolves once the toast is up.
 */
export async function showErrorToast(error: unknown): Promise<void> {
  if (isNotFound(error)) return;
  const message = errorMessage(error);
  const { toast } = await import('sonner');
  // Same id for the same text: several queries failing together show one toast, not a stack.
  toast.error(message, { id: `error:${message}` });
}
