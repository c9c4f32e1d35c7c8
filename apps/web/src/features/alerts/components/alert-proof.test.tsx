import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { SubscriptionCreate } from '@shop/contract';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { renderRoute } from '@/test/render-route';
import { alertPanel, created, EMAIL, mockEmptyListing } from '../test/alerts-api';

/** Decision 0040 in the listing's alert flow: a new address waits for its confirmation link. */

beforeAll(() => import('./alert-subscription'));

const CREATOR = 'C'.repeat(43);

describe('alert subscription for an address not yet confirmed', () => {
  it('keeps the token the first answer gives, sends it with the next, and says to confirm', async () => {
    localStorage.setItem(STORAGE_KEYS.notificationEmail, EMAIL);
    let n = 0;
    const { sent } = mockEmptyListing((request) =>
      created(request.body as SubscriptionCreate, ++n, {
        address_proven: false,
        link_sent: n === 1,
        ...(n === 1 ? { manage_token: CREATOR } : {}),
      }),
    );
    const { user } = renderRoute('/games/1?servers=asia,america&characters=aurelia');
    const panel = await alertPanel();

    await user.click(
      within(panel).getByRole('button', { name: 'Create Subscription for This Search' }),
    );
    await user.click(within(panel).getByRole('button', { name: 'Create' }));

    expect(
      await within(panel).findByText(
        `We sent a link to ${EMAIL} to confirm it. No alert is sent until you open it.`,
        { exact: false },
      ),
    ).toBeVisible();
    // SPEC's own success text stays.
    expect(
      screen.getByText(
        'Subscription created successfully! You will receive email notifications when matching accounts become available.',
      ),
    ).toBeVisible();
    const [first, second] = sent('POST', 'buyer-notifications/subscriptions');
    expect(first!.headers.has('x-alerts-token')).toBe(false);
    expect(second!.headers.get('x-alerts-token')).toBe(CREATOR);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.alertTokens)!)).toEqual({
      [EMAIL]: { token: CREATOR, proven: false },
    });
  });
});
