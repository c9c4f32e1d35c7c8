import { once } from 'node:events';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { E2E_PORT } from './ports.ts';
import { expectTheme, useTheme, waitForApp, type Screen, type Theme } from './support.ts';

/** What the purchase page specs share: their game, buyers' pages and the layout checks. */

export const GAME = { id: 1, name: 'Starfall Reverie' };
const MAX_GAP = 48;

/**
 * Purchases are limited per client address, and other specs buy from 127.0.0.1: this spec's
 * browsers reach the server through a TCP relay whose connections leave from an address of
 * their own on the loopback network.
 */
export async function relayFrom(localAddress: string) {
  const sockets = new Set<Socket>();
  const relay = createServer((client) => {
    const upstream = connect({ host: '127.0.0.1', port: E2E_PORT, localAddress });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  relay.listen(0, '127.0.0.1');
  await once(relay, 'listening');
  return {
    url: `http://127.0.0.1:${(relay.address() as AddressInfo).port}`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => relay.close(resolve));
    },
  };
}

export async function buyerPage(
  browser: Browser,
  baseURL: string,
  viewport: Screen,
  theme: Theme,
): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport });
  await useTheme(context, theme);
  return context.newPage();
}

export async function open(page: Page, url: string, theme: Theme) {
  await page.goto(url);
  await waitForApp(page);
  await expectTheme(page, theme);
}

/** On the screen and not under the sticky nav bar. */
export async function expectInSight(page: Page, target: Locator) {
  const nav = (await page.getByRole('banner').boundingBox())!;
  const box = (await target.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(nav.y + nav.height);
  expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
}

/** Pictures loaded, so the sections have their final heights. */
export async function imagesLoaded(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.images).every((image) => image.complete && image.width),
      ),
    )
    .toBe(true);
}

/**
 * The purchase page's sections (pictures, description, items, guide; the side panel's summary
 * and form or order), grouped into columns by their left edge: within a column, each section
 * starts at most MAX_GAP px below the one above it, and never overlaps it.
 */
export async function expectNoGaps(page: Page) {
  const measure = async () => {
    const sections: Locator[] = [
      page.getByRole('button', { name: /^View images of / }),
      ...(await page.locator('main section:not(aside *)').all()),
      ...(await page.locator('aside[aria-label="Purchase"] > *').all()),
    ];
    const boxes = [];
    for (const section of sections) {
      const box = await section.boundingBox();
      const name = (await section.getAttribute('aria-label')) ?? (await section.textContent())!;
      if (box) boxes.push({ name: name.slice(0, 30), ...box });
    }
    const byLeft = new Map<number, typeof boxes>();
    for (const box of boxes) {
      const x = Math.round(box.x);
      byLeft.set(x, [...(byLeft.get(x) ?? []), box]);
    }
    return byLeft;
  };
  // The layout settles once the account's answer and the cover have been laid out (a busy
  // machine can measure in between): wait for its columns, then hold every gap to the rule.
  let columns = await measure();
  await expect
    .poll(async () => (columns = await measure()).size)
    .toBe(page.viewportSize()!.width < 1024 ? 1 : 2);
  for (const column of columns.values()) {
    column.sort((a, b) => a.y - b.y);
    for (let i = 1; i < column.length; i++) {
      const [above, below] = [column[i - 1]!, column[i]!];
      const gap = Math.round(below.y - (above.y + above.height));
      expect(gap, `between "${above.name}" and "${below.name}"`).toBeGreaterThanOrEqual(0);
      expect(gap, `between "${above.name}" and "${below.name}"`).toBeLessThanOrEqual(MAX_GAP);
    }
  }
}
