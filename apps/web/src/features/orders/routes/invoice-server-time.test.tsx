import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { mockRoutes } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';
import { invoice, TOKEN } from '../test/orders-api';

beforeAll(() => import('./invoice-page'));

const HOUR = 60 * 60 * 1000;

/** An answer as the shop sends it: the envelope, and its own time in the Date header. */
const answerAt = (serverTime: number, data: unknown) =>
  new Response(JSON.stringify({ status: 'success', data }), {
    status: 200,
    headers: { 'Content-Type': 'application/json', Date: new Date(serverTime).toUTCString() },
  });

/**
 * A phone whose clock is off: the invoice's five minutes are counted on the shop's clock, which
 * the answer's Date header tells, not on the device's.
 */
describe('/invoice/:id on a device whose clock is off', () => {
  it.each([
    ['an hour behind the shop', HOUR],
    ['an hour ahead of the shop', -HOUR],
  ])('counts down the five minutes on a device %s', async (_, shopAhead) => {
    const shopNow = Date.now() + shopAhead;
    const order = invoice({
      created_at: new Date(shopNow).toISOString(),
      expires_at: new Date(shopNow + 5 * 60_000).toISOString(),
    });
    mockRoutes({
      'GET transaction/51': () => answerAt(shopNow, order),
      'GET shop/policies': () =>
        answerAt(shopNow, {
          terms: { url: null, text: '' },
          refunds: { url: null, text: '' },
          contact: null,
        }),
    });
    renderRoute(`/invoice/51?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice #51' })).toBeVisible();
    expect(screen.getByRole('timer')).toHaveTextContent(/^Pay within (4:59|5:00)$/);
  });
});
