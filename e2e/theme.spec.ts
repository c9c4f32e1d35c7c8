import { expect, test } from '@playwright/test';
import { expectAccessible, waitForApp } from './support.ts';

test('the theme is dark by default and the choice survives a reload', async ({ page }) => {
  await page.goto('/');
  await waitForApp(page);
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Toggle theme' }).first().click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await expectAccessible(page);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile menu opens, navigates and closes', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    const open = page.getByRole('button', { name: 'Open menu' });
    await expect(open).toBeVisible();
    await open.click();
    const signInLink = page.getByRole('link', { name: 'Sign in' }).last();
    await expect(signInLink).toBeVisible();
    await signInLink.click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expectAccessible(page);
  });
});
