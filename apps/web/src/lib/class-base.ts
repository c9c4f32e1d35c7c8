/**
 * A class split as tailwind-merge reads it: `md:hover:bg-accent!` is the utility `bg-accent`
 * under the variants `md` and `hover`, marked important (`!` at the end, or at the start as
 * Tailwind 3 wrote it). A colon inside brackets or parentheses belongs to an arbitrary value
 * (`bg-[url(a:b)]`), not to a variant.
 */
export function splitClass(token: string): {
  base: string;
  variants: string[];
  important: boolean;
} {
  const variants: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < token.length; i++) {
    const c = token[i];
    if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') depth--;
    else if (c === ':' && depth === 0) {
      variants.push(token.slice(start, i));
      start = i + 1;
    }
  }
  const base = token.slice(start);
  if (base.endsWith('!')) return { base: base.slice(0, -1), variants, important: true };
  if (base.startsWith('!')) return { base: base.slice(1), variants, important: true };
  return { base, variants, important: false };
}
