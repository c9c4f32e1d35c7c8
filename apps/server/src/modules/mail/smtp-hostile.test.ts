import { describe, expect, it } from 'vitest';
import type { DomainEvents } from '../../lib/events.ts';
import { manyParts, nestedParts } from './hostile-mime.ts';
import { INBOUND_SECRET, listInbox, readEmail, sendMail, useMailShop } from './mail-fixture.ts';
import { UNREADABLE_SUBJECT, UNREADABLE_TEXT } from './unreadable.ts';

/**
 * MIME the parser cannot split is kept as its source, never refused
 * (docs/decisions/0024-unreadable-mail-kept.md).
 */

const shop = useMailShop();

describe('a message the parser cannot split', () => {
  it.each([
    ['3,000 parts side by side', manyParts(3000), 'many parts'],
    ['2,000 multiparts nested', nestedParts(2000), 'nested parts'],
  ])(
    '%s: 250, listed under a placeholder subject, readable as source',
    async (_what, raw, subject) => {
      const accepted: unknown[] = [];
      const refused: DomainEvents['smtp.rejected'][] = [];
      const offs = [
        shop.ctx.services.events.on('smtp.accepted', (e) => accepted.push(e)),
        shop.ctx.services.events.on('smtp.rejected', (e) => refused.push(e)),
      ];
      let info;
      try {
        info = await sendMail(shop.smtp.port, {
          envelope: { from: 'bounce@example.com', to: ['alice.parts@shop.test'] },
          raw,
        });
      } finally {
        offs.forEach((off) => off());
      }
      expect(info.response).toMatch(/^250 .*stored as \d+/);
      expect(accepted).toHaveLength(1);
      expect(refused).toEqual([]);

      const [mail] = (await listInbox(shop.ctx, shop.alice.auth)).emails;
      expect(mail).toMatchObject({
        subject: UNREADABLE_SUBJECT,
        from: '"Parts Sender" <parts@example.com>',
        to: 'alice.parts@shop.test',
        has_html: false,
        code: null,
      });
      expect(mail!.preview).toMatch(/^This message could not be read/);
      const full = await readEmail(shop.ctx, shop.alice.auth, mail!.id);
      expect(full.text).toBe(`${UNREADABLE_TEXT}\n\nIts subject line: ${subject}`);
      expect(full.attachments).toEqual([]);

      const source = await shop.ctx.app.inject({
        url: `/api/email/${mail!.id}/raw`,
        headers: shop.alice.auth,
      });
      expect(source.statusCode).toBe(200);
      expect(source.rawPayload.equals(Buffer.from(raw))).toBe(true);
    },
  );

  it('takes the envelope sender when not even the header block can be read', async () => {
    // No blank line in the first 64 KB: no header block ends where one is looked for.
    const raw = `X-Filler: ${'x'.repeat(70_000)}\r\n${manyParts(1500)}`;
    const info = await sendMail(shop.smtp.port, {
      envelope: { from: 'bounce@example.com', to: ['alice.parts@shop.test'] },
      raw,
    });
    expect(info.response).toMatch(/^250 /);
    const [mail] = (await listInbox(shop.ctx, shop.alice.auth)).emails;
    expect(mail).toMatchObject({ subject: UNREADABLE_SUBJECT, from: 'bounce@example.com' });
    expect((await readEmail(shop.ctx, shop.alice.auth, mail!.id)).text).toBe(UNREADABLE_TEXT);
  });

  it('comes in over POST /api/inbound too, as 200 rather than 503', async () => {
    const res = await shop.ctx.app.inject({
      method: 'POST',
      url: '/api/inbound?to=alice.parts@shop.test',
      headers: {
        authorization: `Bearer ${INBOUND_SECRET}`,
        'content-type': 'message/rfc822',
      },
      payload: nestedParts(2000),
    });
    expect(res.statusCode).toBe(200);
    const [mail] = (await listInbox(shop.ctx, shop.alice.auth)).emails;
    expect(mail!.subject).toBe(UNREADABLE_SUBJECT);
  });
});
