import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ShopPolicies } from '@shop/contract';
import { mockApi } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';

const WRITTEN: ShopPolicies = {
  terms: { url: null, text: 'Accounts are sold as described.\n\nDisputes go to the seller.' },
  refunds: { url: 'https://shop.example/refunds', text: '' },
  contact: { label: 'help@shop.example', href: 'mailto:help@shop.example' },
};

const footer = () => screen.getByRole('navigation', { name: 'Shop policies and contact' });

describe('the footer and the policy pages', () => {
  it("links every page's footer to the terms page, which shows the operator's text", async () => {
    mockApi({ 'shop/policies': WRITTEN, games: [] });
    const { user, router } = renderRoute('/notifications');
    await user.click(within(footer()).getByRole('link', { name: 'Terms' }));
    expect(router.state.location.pathname).toBe('/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms' })).toBeInTheDocument();
    expect(await screen.findByText('Accounts are sold as described.')).toBeInTheDocument();
    expect(screen.getByText('Disputes go to the seller.')).toBeInTheDocument();
  });

  it('leads to a policy published elsewhere, and to the contact address', async () => {
    mockApi({ 'shop/policies': WRITTEN });
    const { user } = renderRoute('/');
    await user.click(within(footer()).getByRole('link', { name: 'Refund policy' }));
    expect(
      await screen.findByRole('link', { name: 'https://shop.example/refunds' }),
    ).toHaveAttribute('href', 'https://shop.example/refunds');
    await user.click(within(footer()).getByRole('link', { name: 'Contact' }));
    expect(await screen.findByRole('link', { name: 'help@shop.example' })).toHaveAttribute(
      'href',
      'mailto:help@shop.example',
    );
  });

  it.each(['/terms', '/refunds', '/contact'])(
    '%s says "Not published yet" while the operator has set nothing, and nothing meant for them',
    async (path) => {
      mockApi({
        'shop/policies': {
          terms: { url: null, text: '' },
          refunds: { url: null, text: '' },
          contact: null,
        },
      });
      renderRoute(path);
      expect(await screen.findByText('Not published yet')).toBeInTheDocument();
      expect(screen.getByRole('main')).not.toHaveTextContent(/operator|SHOP_/i);
    },
  );

  it('shows the pages that are set beside one that is not', async () => {
    mockApi({ 'shop/policies': { ...WRITTEN, refunds: { url: null, text: '' }, contact: null } });
    const { user } = renderRoute('/refunds');
    expect(await screen.findByText('Not published yet')).toBeInTheDocument();
    await user.click(within(footer()).getByRole('link', { name: 'Terms' }));
    expect(await screen.findByText('Accounts are sold as described.')).toBeInTheDocument();
    expect(screen.queryByText('Not published yet')).not.toBeInTheDocument();
  });
});
