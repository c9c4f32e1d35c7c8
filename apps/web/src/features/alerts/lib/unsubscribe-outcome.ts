import type { UnsubscribeResult } from '@shop/contract';
import { isApiError } from '@/api/api-error';
import type { UnsubscribeVariant } from '../api/unsubscribe-by-token';

export type UnsubscribeState = 'invalid' | 'loading' | 'success' | 'error';
export type UnsubscribeOutcome = { state: UnsubscribeState; message: string };

export const NO_TOKEN = 'Invalid unsubscribe link. No token provided.';
export const LINK_USED = 'This unsubscribe link is invalid or has already been used.';
export const BAD_TOKEN = 'Invalid unsubscribe token. Please check your email link.';
export const UNSUBSCRIBE_FAILED = 'An error occurred while unsubscribing. Please try again later.';
export const UNEXPECTED_RESPONSE = 'Unexpected response from server. Please try again later.';

export const UNSUBSCRIBED: Record<UnsubscribeVariant, string> = {
  single: 'You have been successfully unsubscribed from this subscription',
  all: 'You have been successfully unsubscribed from all email notifications.',
};

function errorText(error: unknown): string {
  if (!isApiError(error)) return UNSUBSCRIBE_FAILED;
  // A 200 whose body was not an envelope: neither data nor an error came back.
  if (error.code === 'BAD_RESPONSE') return UNEXPECTED_RESPONSE;
  if (error.status === 404) return LINK_USED;
  if (error.status === 400) return BAD_TOKEN;
  return error.serverMessage || UNSUBSCRIBE_FAILED;
}

/** SPEC §4, §8: what the unsubscribe page says for its token and the call's answer. */
export function unsubscribeOutcome(
  variant: UnsubscribeVariant,
  token: string | null,
  call: { data: UnsubscribeResult | null | undefined; error: unknown; isError: boolean },
): UnsubscribeOutcome {
  if (!token) return { state: 'invalid', message: NO_TOKEN };
  if (call.isError) return { state: 'error', message: errorText(call.error) };
  if (call.data === undefined) return { state: 'loading', message: 'Unsubscribing...' };
  if (call.data === null) return { state: 'error', message: UNEXPECTED_RESPONSE };
  return { state: 'success', message: call.data.message || UNSUBSCRIBED[variant] };
}
