import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/api/query-client';
import { App } from '@/app/app';
import {
  LANDING_DATA_ID,
  readLandingData,
  seedLandingData,
  type LandingAnswers,
} from '@/features/storefront/api/landing-data';
import { accountList, GAME, listedAccount, OTHER_GAME } from '@/test/catalog-fixtures';
import { themeStore } from '@/lib/theme';
import { pageResources, render } from './entry-server';

const STATS = [{ game_id: 1, game_name: GAME.name, total_revenue: 1200.5, total_sold: 7 }];
const HOME: LandingAnswers = { '/api/games': [GAME, OTHER_GAME], '/api/games/sales-stats': STATS };
const LISTING: LandingAnswers = {
  '/api/games/1': GAME,
  '/api/games/1/accounts': accountList([
    listedAccount({ description: 'Ends with </script><script>alert(1)</script>' }),
    listedAccount({ id: 23, code: 'SR-0023' }),
  ]),
  '/api/games/sales-stats': STATS,
};

let root: Root | null = null;
beforeAll(() => {
  // Hydration runs outside Testing Library's render, so act() is enabled here.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** Puts the server's page in the document as the browser receives it, then hydrates it. */
async function hydrate(url: string, answers: LandingAnswers, inBrowser = () => {}) {
  const page = (await render(url, answers))!;
  // What only the browser knows (screen width, storage) changes from here on.
  inBrowser();
  window.history.replaceState(null, '', url);
  document.body.innerHTML = page.body;
  const container = document.getElementById('root')!;
  const served = container.querySelector('h1');
  const queryClient = createQueryClient();
  seedLandingData(queryClient, readLandingData()!);
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, <App queryClient={queryClient} />, {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  return { page, container, served, errors };
}

describe('server rendering of the landing pages', () => {
  it('renders the home page with its games, totals and data, and preloads the first banner', async () => {
    const page = (await render('/', HOME))!;
    expect(page.title).toBe('Gacha Shop');
    expect(page.head).toContain(`href="${GAME.image}"`);
    expect(page.head).toMatch(/fetchPriority="high"/i);
    expect(page.body).toMatch(/^<div id="root">/);
    // Nothing left for the browser to render on its own (a boundary that suspended on the
    // server, e.g. a lazy component, would make hydration report an error and start over).
    expect(page.body).not.toContain('<!--$!-->');
    expect(page.body).toContain('>Starfall Reverie</a>');
    expect(page.body).toContain('>Meridian Express</a>');
    expect(page.body).toContain('$1,200.50');
    expect(page.body).toContain(`<script type="application/json" id="${LANDING_DATA_ID}">`);
  });

  it("names a listing after its game and keeps the data's text from closing its script", async () => {
    const page = (await render('/games/1', LISTING))!;
    expect(page.title).toBe('Starfall Reverie · Gacha Shop');
    expect(page.body).toContain('SR-0023');
    expect(page.body).not.toContain('<!--$!-->');
    expect(page.body.match(/<\/script>/g)).toHaveLength(1);
    document.body.innerHTML = page.body;
    expect(readLandingData()).toEqual(LISTING);
  });

  it.each([
    ['/', HOME],
    ['/games/1', LISTING],
  ])('%s hydrates without a mismatch and without asking the API again', async (url, answers) => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const { container, served, errors } = await hydrate(url, answers);
    expect(errors).toEqual([]);
    // Hydration kept the server's nodes instead of building the page again.
    expect(container.querySelector('h1')).toBe(served);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('hydrates a page marked for the dev mailbox, then links to it from the footer', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>());
    const meta = document.createElement('meta');
    meta.name = 'shop-dev-mailbox';
    meta.content = '/dev/mailbox';
    try {
      // The server renders the footer without the link; the browser gets the mark in the head.
      const { page, container, errors } = await hydrate('/', HOME, () =>
        document.head.append(meta),
      );
      expect(page.body).toContain('Refund policy');
      expect(page.body).not.toContain('Dev mailbox');
      expect(errors).toEqual([]);
      const link = [...container.querySelectorAll('footer a')].find(
        (a) => a.textContent === 'Dev mailbox',
      );
      expect(link).toHaveAttribute('href', '/dev/mailbox');
    } finally {
      meta.remove();
    }
  });

  it('hydrates a light-theme visitor on a wide screen, then follows the theme and screen width', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>());
    const { container, errors } = await hydrate('/games/1', LISTING, () => {
      themeStore.set('light');
      vi.spyOn(window, 'matchMedia').mockImplementation(
        (query) => ({ matches: query === '(min-width: 1024px)', media: query }) as MediaQueryList,
      );
    });
    expect(errors).toEqual([]);
    const toggle = container.querySelector('button[aria-label="Toggle theme"]');
    expect(toggle).toHaveAttribute('title', 'Switch to dark theme');
    const filters = container.querySelector('button[aria-controls="listing-filters"]');
    expect(filters).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('what a page needs to exist (pageResources)', () => {
  it.each(['/no/such/page', '/games/abc', '/games/0', '/games/1/nope', '/games/1/accounts/x'])(
    '%s is not a page of the app',
    (url) => {
      expect(pageResources(url)).toEqual({ known: false, mustExist: [] });
    },
  );

  it('names the game a listing or an add page shows, and the account an account page shows', () => {
    expect(pageResources('/games/999?sort=price_asc')).toEqual({
      known: true,
      mustExist: ['/api/games/999'],
    });
    expect(pageResources('/games/2/add')).toEqual({ known: true, mustExist: ['/api/games/2'] });
    expect(pageResources('/games/1/accounts/99999')).toEqual({
      known: true,
      mustExist: ['/api/games/1/accounts/99999'],
    });
  });

  it.each(['/', '/terms', '/login', '/email-viewer/3', '/games', '/games/', '/games//add'])(
    '%s is a page that needs nothing to exist (a missing game id goes home)',
    (url) => {
      expect(pageResources(url)).toEqual({ known: true, mustExist: [] });
    },
  );
});
