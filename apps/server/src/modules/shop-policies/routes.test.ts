import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';

let ctx: TestContext;
let unset: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    SHOP_TERMS: 'https://shop.example/terms',
    SHOP_REFUND_POLICY: 'No refund unless not as described.\\nWrite to us within 7 days.',
    SHOP_CONTACT: 'https://discord.gg/shop',
  });
  unset = await createTestContext({ DEMO: '0' });
});
afterAll(async () => {
  await ctx.close();
  await unset.close();
});

describe('GET /api/shop/policies', () => {
  it("answers anyone with the operator's terms, refund policy and contact", async () => {
    const res = await ctx.app.inject({ url: '/api/shop/policies' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      data: {
        terms: { url: 'https://shop.example/terms', text: '' },
        refunds: {
          url: null,
          text: 'No refund unless not as described.\nWrite to us within 7 days.',
        },
        contact: { label: 'discord.gg/shop', href: 'https://discord.gg/shop' },
      },
    });
  });

  it('says only "not published" of what the operator left unset, no instructions to them', async () => {
    const res = await unset.app.inject({ url: '/api/shop/policies' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      data: {
        terms: { url: null, text: '' },
        refunds: { url: null, text: '' },
        contact: null,
      },
    });
    expect(res.body).not.toMatch(/SHOP_|operator/i);
  });
});
