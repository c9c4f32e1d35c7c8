/** The addresses of a mail's `to` (the reader's own addresses it reached, comma-separated). */
export function recipientAddresses(to: string): string[] {
  return [
    ...new Set(
      to
        .split(',')
        .map((address) => address.trim())
        .filter(Boolean),
    ),
  ];
}
