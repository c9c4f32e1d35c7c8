import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, signIn } from './support.ts';

/**
 * Each image of the account form shows how much of it has been sent and can be cancelled. The
 * upload is slowed down in the browser (DevTools network conditions), so the progress between
 * 0 and 100 is really seen, against the real server.
 */

const SHOTS = '/tmp/shots-chart';

/** A photo-like PNG of about a megabyte: noise does not compress. */
const noisyPng = () =>
  sharp({
    create: {
      width: 700,
      height: 500,
      channels: 3,
      background: '#888888',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();

/** Uploads leave the browser at about 256 KB/s; downloads are not slowed. */
async function slowUploads(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 256 * 1024,
  });
}

async function openForm(page: Page) {
  await signIn(page);
  await expect(page).toHaveURL('/');
  await page.goto('/games/1/add');
  await expect(page.getByRole('button', { name: /Add Account/ })).toBeVisible();
}

/** Every aria-valuenow the progress bar of image 1 shows, until it goes away. */
function recordProgress(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const seen: number[] = [];
        const read = () => {
          const bar = document.querySelector('[role="progressbar"]');
          if (bar) seen.push(Number(bar.getAttribute('aria-valuenow')));
          else if (seen.length > 0) return resolve(seen);
          requestAnimationFrame(read);
        };
        read();
      }),
  );
}

test('an image shows its upload percentage, then the uploaded picture', async ({ page }) => {
  // A slowed upload and an accessibility scan while it runs: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  await openForm(page);
  await slowUploads(page);
  const file = await noisyPng();
  expect(file.length).toBeGreaterThan(500_000);

  const seen = recordProgress(page);
  await page
    .getByLabel('Choose images')
    .setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: file });
  const bar = page.getByRole('progressbar', { name: 'Upload of image 1' });
  await expect(bar).toBeVisible();
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow')))
    .toBeGreaterThanOrEqual(1);
  const partway = Number(await bar.getAttribute('aria-valuenow'));
  expect(partway).toBeLessThanOrEqual(99);
  await expect(page.getByText(/^Uploading \d{1,2}%$/)).toBeVisible();
  await page
    .locator('[data-image-id]')
    .first()
    .screenshot({ path: `${SHOTS}/upload-progress.png` });
  await expectAccessible(page);

  // Done: the bar goes and the tile shows the server's copy.
  await expect(bar).toHaveCount(0, { timeout: 30_000 });
  const values = await seen;
  expect(values.some((v) => v >= 1 && v <= 99)).toBe(true);
  // Never backwards.
  expect(values).toEqual([...values].sort((a, b) => a - b));
  await expect(page.getByRole('img', { name: 'Image 1 (cover)' })).toHaveAttribute(
    'src',
    /^\/api\/media\//,
  );
});

test('cancelling an upload with the keyboard stops the request and removes the tile', async ({
  page,
}) => {
  await openForm(page);
  await slowUploads(page);
  const answered: number[] = [];
  const aborted: string[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('/api/upload')) answered.push(r.status());
  });
  page.on('requestfailed', (r) => {
    if (r.url().endsWith('/api/upload')) aborted.push(r.failure()?.errorText ?? '');
  });

  await page
    .getByLabel('Choose images')
    .setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: await noisyPng() });
  const bar = page.getByRole('progressbar', { name: 'Upload of image 1' });
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow')))
    .toBeGreaterThanOrEqual(1);
  expect(Number(await bar.getAttribute('aria-valuenow'))).toBeLessThanOrEqual(99);

  const cancel = page.getByRole('button', { name: 'Cancel upload of image 1' });
  await cancel.focus();
  await page.keyboard.press('Enter');

  await expect(page.locator('[data-image-id]')).toHaveCount(0);
  await expect.poll(() => aborted).toEqual(['net::ERR_ABORTED']);
  // The server never answered it: nothing was stored, and the form has no image to save.
  expect(answered).toEqual([]);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(
    page.getByRole('form', { name: 'Add Account' }).getByText('Please upload an image.'),
  ).toBeVisible();
});

test('a file the server refuses shows its reason on the tile', async ({ page }) => {
  await openForm(page);
  await page.getByLabel('Choose images').setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    // Large enough not to be refused as too small: it is the contents that are wrong.
    buffer: Buffer.from('only text that claims to be a picture\n'.repeat(2000)),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'notes.png' })).toContainText(
    'File type is not supported',
  );
  await expect(page.getByRole('button', { name: 'Remove image 1' })).toBeVisible();
});
