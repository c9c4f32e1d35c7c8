import { describe, expect, it } from 'vitest';
import type { ShopPolicies } from '@shop/contract';
import { testConfig } from '../../../test/helpers.ts';
import { parsePolicy, UNPUBLISHED, unpublishedPoliciesWarning } from './settings.ts';

const ALL_SET: ShopPolicies = {
  terms: { url: 'https://shop.example/terms', text: '' },
  refunds: { url: null, text: 'Refunds within 7 days.' },
  contact: { label: 'help@shop.example', href: 'mailto:help@shop.example' },
};

describe('policies the operator did not set', () => {
  it('are unpublished: no address and no text, nothing the public would read', () => {
    for (const raw of [undefined, '', '   ']) expect(parsePolicy(raw)).toEqual(UNPUBLISHED);
    expect(UNPUBLISHED).toEqual({ url: null, text: '' });
  });
});

describe('the warning at start about unpublished policies', () => {
  it('names each unset variable on one line, with how to set it', () => {
    const warning = unpublishedPoliciesWarning({
      terms: UNPUBLISHED,
      refunds: UNPUBLISHED,
      contact: null,
    })!;
    expect(warning).not.toContain('\n');
    expect(warning).toMatch(
      /^\/terms, \/refunds and \/contact say "Not published yet" to buyers: /,
    );
    expect(warning).toContain('set SHOP_TERMS to the text of your terms (\\n starts a new line)');
    expect(warning).toContain(
      'SHOP_REFUND_POLICY to the text of your refund policy or the https://',
    );
    expect(warning).toContain('SHOP_CONTACT to an e-mail address or an https:// link');
    expect(warning).toMatch(/then restart the shop\.$/);
  });

  it('names only what is unset: the demo shop has a contact', () => {
    const demo = testConfig().shopPolicies;
    const warning = unpublishedPoliciesWarning(demo)!;
    expect(warning).toMatch(/^\/terms and \/refunds say "Not published yet"/);
    expect(warning).toContain('SHOP_TERMS');
    expect(warning).toContain('SHOP_REFUND_POLICY');
    expect(warning).not.toContain('SHOP_CONTACT');
    expect(unpublishedPoliciesWarning({ ...ALL_SET, contact: null })).toMatch(
      /^\/contact says "Not published yet" to buyers: set SHOP_CONTACT to /,
    );
  });

  it('is not given when every page is set', () => {
    expect(unpublishedPoliciesWarning(ALL_SET)).toBeNull();
  });
});
