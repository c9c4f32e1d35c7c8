import sharp from 'sharp';
import { expect, test } from '@playwright/test';
import type { Game } from '@shop/contract';
import { expectAccessible, signIn } from './support.ts';

const png = (colour: string) =>
  sharp({ create: { width: 320, height: 180, channels: 3, background: colour } })
    .png()
    .toBuffer();

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: '390 px', width: 390, height: 844 },
]) {
  test.describe(`back office at ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a seller adds an account with two images and C2, finds it in the shop, edits its price and deletes it', async ({
      page,
      request,
      browser,
    }) => {
      const game = ((await (await request.get('/api/games')).json()).data as Game[])[0]!;
      // The last character is the one least likely to sit at C2 on a demo account already.
      const character = game.characters[game.characters.length - 1]!;
      const login = `e2e${viewport.width}${Date.now().toString(36)}`;

      await signIn(page);
      await expect(page).toHaveURL(/\/$/);
      await page.goto(`/games/${game.id}/add`);
      await expect(page.getByRole('button', { name: /Add Account/ })).toBeVisible();

      await page.getByLabel('Server').selectOption({ label: game.servers[1]!.name });
      await page.getByLabel('Gender').selectOption('F');
      await page.getByLabel('Description').fill('End-game account added by the browser test');
      const characters = page.getByRole('group', { name: 'Characters' });
      await characters.getByRole('button', { name: character.name, exact: true }).click();
      await characters
        .getByRole('button', { name: `Increase copies of ${character.name}` })
        .click();
      await characters
        .getByRole('button', { name: `Increase copies of ${character.name}` })
        .click();
      await page.getByLabel('Email', { exact: true }).fill(login);
      await expect(page.getByTestId('login-email-preview')).toContainText(`demo.${login}@`);
      await page.getByLabel('Password', { exact: true }).fill('In-game-pass-1');
      await page.getByLabel('USD price').fill('123');
      await page.getByLabel('Choose images').setInputFiles([
        { name: 'cover.png', mimeType: 'image/png', buffer: await png('#7c3aed') },
        { name: 'second.png', mimeType: 'image/png', buffer: await png('#0ea5e9') },
      ]);
      await expect(page.getByRole('img', { name: 'Image 2' })).toBeVisible();
      await expect(page.getByRole('img', { name: 'Image 1 (cover)' })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(page.getByText('Account added')).toBeVisible();

      const editButton = page.getByRole('button', { name: /^Edit / }).first();
      const code =
        (await editButton.getAttribute('aria-label'))?.replace(/^Edit /, '') ??
        (await editButton.textContent())!;

      // A buyer sees it in the listing when filtering for that character at C2.
      const buyer = await browser.newPage({
        viewport: { width: viewport.width, height: viewport.height },
      });
      await buyer.goto(
        `/games/${game.id}?characters=${character.value},${character.value},${character.value}`,
      );
      const card = buyer.getByRole('article', { name: code });
      await expect(card).toBeVisible();
      await expect(card.getByRole('link', { name: 'Buy $123.00' })).toBeVisible();
      await expect(card.getByText(`${character.name} (2)`)).toBeVisible();

      await page.getByRole('button', { name: `Edit ${code}` }).click();
      await expect(page.getByRole('button', { name: /Edit Account/ })).toBeVisible();
      await expect(page.getByLabel('USD price')).toHaveValue('123');
      await page.getByLabel('USD price').fill('150');
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      await expect(page.getByText('Account updated')).toBeVisible();
      await buyer.reload();
      await expect(
        buyer.getByRole('article', { name: code }).getByRole('link', { name: 'Buy $150.00' }),
      ).toBeVisible();

      await page.getByRole('button', { name: `Delete ${code}` }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Are you sure?' });
      await expect(dialog.getByText("You won't be able to revert this!")).toBeVisible();
      await dialog.getByRole('button', { name: 'Yes, delete it!' }).click();
      await expect(page.getByRole('button', { name: `Delete ${code}` })).toHaveCount(0);
      await buyer.reload();
      await expect(buyer.getByRole('article', { name: code })).toHaveCount(0);
      await buyer.close();
    });
  });
}

test('the add page asks a signed-out visitor to log in', async ({ page }) => {
  await page.goto('/games/1/add');
  await expect(page.getByText('Please log in to access this page')).toBeVisible();
});
