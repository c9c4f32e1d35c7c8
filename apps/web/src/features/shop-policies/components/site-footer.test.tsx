import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mockApi } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';

const footer = () => screen.getByRole('navigation', { name: 'Shop policies and contact' });

/** What the server puts in the head of a page for the shop's own machine (spa-dev-mailbox.ts). */
function markPage() {
  const meta = document.createElement('meta');
  meta.name = 'shop-dev-mailbox';
  meta.content = '/dev/mailbox';
  document.head.append(meta);
}

afterEach(() => {
  document.head.querySelectorAll('meta[name="shop-dev-mailbox"]').forEach((m) => m.remove());
});

describe('the footer link to the dev mailbox', () => {
  it('shows on a page the server marked, and opens the dev mailbox', async () => {
    markPage();
    mockApi({
      'shop/policies': {
        terms: { url: null, text: '' },
        refunds: { url: null, text: '' },
        contact: null,
      },
      'dev/mailbox': [],
    });
    const { user, router } = renderRoute('/terms');
    await user.click(within(footer()).getByRole('link', { name: 'Dev mailbox' }));
    expect(router.state.location.pathname).toBe('/dev/mailbox');
  });

  it('is not there on a page without the mark (a public shop, or a visitor elsewhere)', async () => {
    mockApi({
      'shop/policies': {
        terms: { url: null, text: '' },
        refunds: { url: null, text: '' },
        contact: null,
      },
    });
    renderRoute('/terms');
    expect(await within(footer()).findByRole('link', { name: 'Contact' })).toBeInTheDocument();
    expect(within(footer()).queryByRole('link', { name: 'Dev mailbox' })).not.toBeInTheDocument();
  });
});
