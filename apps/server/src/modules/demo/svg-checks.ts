/** Checks the demo art tests share. */

/** Tag balance check: every opened element is closed in order (enough for generated markup). */
export function isBalanced(svg: string): boolean {
  const stack: string[] = [];
  const tags = /<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g;
  for (const m of svg.matchAll(tags)) {
    const [, closing, name, selfClosing] = m;
    if (selfClosing) continue;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else stack.push(name ?? '');
  }
  return stack.length === 0;
}
