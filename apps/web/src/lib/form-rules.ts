import { WARRANTY_DAYS_MAX } from '@shop/contract/values';

/** react-hook-form's `validate` for a field that must hold more than spaces, with its message. */
export const notBlank =
  (message: string) =>
  (value: string): true | string =>
    value.trim() !== '' || message;

/** An input for what is typed exactly (codes, tokens): no capital first letter, no spelling fixes. */
export const VERBATIM_INPUT = { autoCapitalize: 'none', spellCheck: false } as const;

/**
 * A warranty in whole days, 0 to WARRANTY_DAYS_MAX: its register rules and the number input's
 * attributes, one for the account form and the seller's default alike.
 */
export const WARRANTY_DAYS_RULES = {
  required: 'Please enter the warranty in days',
  validate: (value: string): true | string =>
    (/^\d+$/.test(value.trim()) && Number(value.trim()) <= WARRANTY_DAYS_MAX) ||
    `Warranty must be a whole number from 0 to ${WARRANTY_DAYS_MAX} days`,
};

export const WARRANTY_DAYS_INPUT = {
  type: 'number',
  min: 0,
  max: WARRANTY_DAYS_MAX,
  step: 1,
  inputMode: 'numeric',
  autoComplete: 'off',
} as const;
