import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { INVOICE_WINDOW_SECONDS } from '@shop/contract/values';
import { mockRoutes } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';
import { accountDetail, GAME } from '@/test/catalog-fixtures';

describe('How buying works on the purchase page', () => {
  it('walks through invoice, the payment window, delivery by mail and the mail access', async () => {
    mockRoutes({ 'GET games/1': () => GAME, 'GET games/1/accounts/24': () => accountDetail() });
    const { user, router } = renderRoute('/games/1/accounts/24');
    const guide = await screen.findByRole('region', { name: 'How buying works' });
    const steps = within(guide).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('span')?.textContent)).toEqual([
      'Invoice.',
      `${INVOICE_WINDOW_SECONDS / 60} minutes to pay.`,
      'Delivery by mail.',
      "The account's mail.",
    ]);
    expect(steps[1]).toHaveTextContent(`within ${INVOICE_WINDOW_SECONDS / 60} minutes`);

    await user.click(within(guide).getByRole('link', { name: 'Buyer emails' }));
    expect(router.state.location.pathname).toBe('/buyer-emails');
  });
});
