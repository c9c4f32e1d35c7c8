/** react-hook-form's `validate` for a field that must hold more than spaces, with its message. */
export const notBlank =
  (message: string) =>
  (value: string): true | string =>
    value.trim() !== '' || message;

/** An input for what is typed exactly (codes, tokens): no capital first letter, no spelling fixes. */
export const VERBATIM_INPUT = { autoCapitalize: 'none', spellCheck: false } as const;
