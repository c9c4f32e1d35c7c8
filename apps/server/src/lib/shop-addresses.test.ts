import { describe, expect, it } from 'vitest';
import { createShopAddresses, RESERVED_LOCAL_PATTERN } from './shop-addresses.ts';

describe('the shop’s own addresses', () => {
  const shop = createShopAddresses({
    mailDomains: ['shop.test', 'alt.test'],
    contactHref: 'mailto:Demo.Help@shop.test',
  });

  it('are the reserved names under any seller, the addresses without a seller part, and the contact', () => {
    for (const address of [
      'sella.orders@shop.test',
      'demo.support@alt.test',
      'SELLA.Orders@shop.test',
      'no-reply@shop.test',
      'postmaster@shop.test',
      'abuse@alt.test',
      'sella@shop.test',
      'demo.help@shop.test',
    ])
      expect(shop.isShopOwn(address), address).toBe(true);
  });

  it('leave every other account address, and other domains, alone', () => {
    for (const address of [
      'sella.orders2@shop.test',
      'sella.orders.eu@shop.test',
      'sella.help@shop.test',
      'sella.orders@elsewhere.example',
      'postmaster@elsewhere.example',
    ])
      expect(shop.isShopOwn(address), address).toBe(false);
  });

  it('match in SQL what they match here', () => {
    const re = new RegExp(RESERVED_LOCAL_PATTERN);
    expect(re.test('sella.orders')).toBe(true);
    expect(re.test('sella.support')).toBe(true);
    expect(re.test('sella.orders2')).toBe(false);
    expect(re.test('sella.x.orders')).toBe(false);
  });
});
