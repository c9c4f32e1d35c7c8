import { useState } from 'react';

/**
 * The mail that arrived while the page was open and the buyer has not opened yet: the page
 * counts it beside its heading and in the tab's title, and marks its cards.
 */
export function useFreshMail() {
  const [ids, setIds] = useState<ReadonlySet<number>>(() => new Set());
  return {
    ids,
    count: ids.size,
    arrived: (id: number) =>
      setIds((current) => (current.has(id) ? current : new Set(current).add(id))),
    opened: (id: number) =>
      setIds((current) => {
        if (!current.has(id)) return current;
        const rest = new Set(current);
        rest.delete(id);
        return rest;
      }),
  };
}
