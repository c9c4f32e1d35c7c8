import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSearchFilters } from './use-search-filters';

type Hook = ReturnType<typeof useSearchFilters>;

/** The hook on a listing route; `seen` holds what each render returned, oldest first. */
function renderHookAt(path: string) {
  const seen: Hook[] = [];
  function Probe() {
    seen.push(useSearchFilters());
    return null;
  }
  const router = createMemoryRouter([{ path: '/games/:id', element: <Probe /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return { router, seen };
}

describe('useSearchFilters', () => {
  it('builds a filter on the search just sent, even from a handler of an earlier render', async () => {
    const { router, seen } = renderHookAt('/games/1?gender=F');
    const first = seen[0]!;
    // A tap on a filter that lands before the page has re-rendered after the search.
    await act(async () => {
      first.search('moon');
      first.change({ servers: ['europe'] });
    });
    expect(router.state.location.search).toBe('?q=moon&servers=europe&gender=F');
    expect(seen.at(-1)!.filters).toMatchObject({ text: 'moon', servers: ['europe'], gender: 'F' });
  });

  it('follows Back: a change after it builds on the entry Back returned to', async () => {
    const { router, seen } = renderHookAt('/games/1?servers=asia');
    await act(async () => seen.at(-1)!.search('moon'));
    await act(async () => router.navigate(-1));
    expect(router.state.location.search).toBe('?servers=asia');
    await act(async () => seen.at(-1)!.change({ gender: 'M' }));
    expect(router.state.location.search).toBe('?servers=asia&gender=M');
  });
});
