import { DISPUTE_STATUS_LABELS, type DisputeStatus } from '@shop/contract/values';
import type { BadgeVariant } from '@/components/ui/badge';

/**
 * Each state in a status colour: waiting for the seller yellow, with the owner red (someone
 * must decide), answered neutral, resolved grey (SPEC §4's "anything else").
 */
export const STATUS_VARIANT: Readonly<Record<DisputeStatus, BadgeVariant>> = {
  open: 'pending',
  answered: 'neutral',
  escalated: 'failed',
  resolved: 'other',
};

/** The list's filter: every state, "Answered" short for the list's narrow select. */
export const STATUS_FILTERS: readonly { value: DisputeStatus | ''; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'open', label: DISPUTE_STATUS_LABELS.open },
  { value: 'answered', label: 'Answered' },
  { value: 'escalated', label: DISPUTE_STATUS_LABELS.escalated },
  { value: 'resolved', label: DISPUTE_STATUS_LABELS.resolved },
];

/** A status from the address bar, or none for anything this build does not know. */
export function statusFromUrl(raw: string | null): DisputeStatus | undefined {
  return STATUS_FILTERS.find((f) => f.value !== '' && f.value === raw)?.value || undefined;
}
