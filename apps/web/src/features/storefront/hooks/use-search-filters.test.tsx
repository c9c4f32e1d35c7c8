import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { GAME } from '@/test/catalog-fixtures';
import { useSearchFilters } from './use-search-filters';

type Hook = ReturnType<typeof useSearchFilters>;

/**
 * The hook on a listing route opened from Home (`/`, one entry back); `seen` holds what each
 * render returned, oldest first.
 */
function renderHookAt(path: string) {
  const seen: Hook[] = [];
  function Probe() {
    seen.push(useSearchFilters(GAME));
    return null;
  }
  const router = createMemoryRouter(
    [
      { path: '/', element: null },
      { path: '/games/:id', element: <Probe /> },
    ],
    { initialEntries: ['/', path], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  const where = () => `${router.state.location.pathname}${router.state.location.search}`;
  const back = () => act(async () => router.navigate(-1));
  return { router, seen, where, back };
}

describe('useSearchFilters', () => {
  it('builds a filter on the search just sent, even from a handler of an earlier render', async () => {
    const { router, seen } = renderHookAt('/games/1?gender=F');
    const first = seen[0]!;
    // A tap on a filter that lands before the page has re-rendered after the search.
    await act(async () => {
      first.search('moon');
      first.change({ servers: ['asia'] });
    });
    expect(router.state.location.search).toBe('?q=moon&servers=asia&gender=F');
    expect(seen.at(-1)!.filters).toMatchObject({ text: 'moon', servers: ['asia'], gender: 'F' });
  });

  it('follows Back: a change after it builds on the entry Back returned to', async () => {
    const { router, seen, back } = renderHookAt('/games/1?servers=asia');
    await act(async () => seen.at(-1)!.search('moon'));
    await back();
    expect(router.state.location.search).toBe('?servers=asia');
    await act(async () => seen.at(-1)!.change({ gender: 'M' }));
    expect(router.state.location.search).toBe('?servers=asia&gender=M');
  });

  it('adds one history entry per filter change, so Back undoes them one by one before Home', async () => {
    const { router, seen, where, back } = renderHookAt('/games/1');
    await act(async () => seen.at(-1)!.change({ servers: ['asia'] }));
    await act(async () => seen.at(-1)!.change({ gender: 'F' }));
    expect(router.state.historyAction).toBe('PUSH');
    expect(where()).toBe('/games/1?servers=asia&gender=F');

    await back();
    expect(where()).toBe('/games/1?servers=asia');
    expect(seen.at(-1)!.filters).toMatchObject({ servers: ['asia'], gender: '' });
    await back();
    expect(where()).toBe('/games/1');
    await back();
    expect(where()).toBe('/');
  });

  it('adds an entry for Clear filters, and none for asking again for what is shown', async () => {
    const { seen, where, back } = renderHookAt('/games/1?servers=asia');
    await act(async () => seen.at(-1)!.change({ servers: ['asia'] }));
    await act(async () => seen.at(-1)!.clear());
    expect(where()).toBe('/games/1');
    await back();
    expect(where()).toBe('/games/1?servers=asia');
    await back();
    expect(where()).toBe('/');
  });

  it("leaves a link's unknown parts out from the first render and replaces the URL", async () => {
    const { router, seen, where, back } = renderHookAt(
      '/games/1?sort=bogus&characters=nonexistent,aurelia&gender=F',
    );
    // The first render already has no unknown part: nothing is ever asked with it.
    expect(seen[0]!.filters).toMatchObject({
      sort: '',
      characters: [{ value: 'aurelia', count: 1 }],
    });
    expect(where()).toBe('/games/1?gender=F&characters=aurelia');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(seen.at(-1)!.dropped).toEqual(['sort', 'characters']);

    // The note goes with the next change.
    await act(async () => seen.at(-1)!.change({ gender: 'M' }));
    expect(seen.at(-1)!.dropped).toEqual([]);
    // The broken link is no step of its own.
    await back();
    expect(where()).toBe('/games/1?gender=F&characters=aurelia');
    await back();
    expect(where()).toBe('/');
  });

  it('forgets the note when dismissed, on the same entry', async () => {
    const { seen, where, back } = renderHookAt('/games/1?sort=bogus');
    expect(seen.at(-1)!.dropped).toEqual(['sort']);
    await act(async () => seen.at(-1)!.dismissDropped());
    expect(seen.at(-1)!.dropped).toEqual([]);
    expect(where()).toBe('/games/1');
    await back();
    expect(where()).toBe('/');
  });
});
