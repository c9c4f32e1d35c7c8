import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DomainEvents } from '../../lib/events.ts';
import { displayText } from './display-text.ts';
import { listInbox, readEmail, useMailShop } from './mail-fixture.ts';

/**
 * Bidi controls do not reorder what a reader sees of a mail
 * (docs/decisions/0025-bidi-controls-stripped.md).
 */

const RLO = '\u202E';
const PDF = '\u202C';
const RLI = '\u2067';
const PDI = '\u2069';
const RLM = '\u200F';
const ALM = '\u061C';

const shop = useMailShop();

describe('displayText', () => {
  it('leaves out every embedding, override, isolate and mark', () => {
    const controls = '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u200E\u200F\u061C';
    expect(displayText(`a${controls}b`)).toBe('ab');
    expect(displayText(`Invoice ${RLO}gpj.exe`)).toBe('Invoice gpj.exe');
  });

  it('keeps Arabic and Hebrew text, and other invisible characters, as they are', () => {
    const text = 'فاتورة رقم ١٢٣ — חשבונית מס׳ 456 · Zero\u200Bwidth\u200Djoiner';
    expect(displayText(text)).toBe(text);
  });
});

describe('a mail received with bidi controls', () => {
  it('lists and shows its subject, sender, preview and file names in sent order', async () => {
    const seen: DomainEvents['mail.received'][] = [];
    const off = shop.ctx.services.events.on('mail.received', (e) => seen.push(e));
    try {
      await shop.send({
        from: { name: `${RLI}Support${PDI} ${RLM}Team`, address: 'support@example.com' },
        to: 'alice.bidi@shop.test',
        subject: `Invoice ${RLO}gpj.exe${PDF}`,
        text: `Open ${RLO}fdp.exe now`,
        attachments: [{ filename: `photo${RLO}gpj.exe`, content: Buffer.from('MZ') }],
      });
    } finally {
      off();
    }
    const [mail] = (await listInbox(shop.ctx, shop.alice.auth)).emails;
    expect(mail).toMatchObject({
      subject: 'Invoice gpj.exe',
      from: '"Support Team" <support@example.com>',
      preview: 'Open fdp.exe now',
    });
    const full = await readEmail(shop.ctx, shop.alice.auth, mail!.id);
    expect(full.attachments.map((a) => a.filename)).toEqual(['photogpj.exe']);
    expect(seen[0]).toMatchObject({
      subject: 'Invoice gpj.exe',
      from: '"Support Team" <support@example.com>',
    });
    // Stored so too: the subject is searched as it reads.
    const found = await listInbox(shop.ctx, shop.alice.auth, '?q=gpj.exe');
    expect(found.total).toBe(1);
  });

  it('keeps a right-to-left subject and sender name intact', async () => {
    await shop.send({
      from: { name: 'שירות לקוחות', address: 'help@example.co.il' },
      to: 'alice.rtl@shop.test',
      subject: 'رمز التحقق الخاص بك — קוד אימות',
      text: 'מספר 12',
    });
    const [mail] = (await listInbox(shop.ctx, shop.alice.auth)).emails;
    expect(mail).toMatchObject({
      subject: 'رمز التحقق الخاص بك — קוד אימות',
      from: '"שירות לקוחות" <help@example.co.il>',
    });
  });
});

describe('a mail stored before bidi controls were left out', () => {
  it('is shown without them all the same', async () => {
    await shop.send({
      to: 'alice.old@shop.test',
      subject: 'old',
      text: 'old',
      attachments: [{ filename: 'report.scr', content: 'ab' }],
    });
    const attachments = JSON.stringify([
      {
        filename: `report${RLO}fdp.scr`,
        content_type: 'application/octet-stream',
        size: 2,
        content_id: null,
        inline: false,
      },
    ]);
    await sql`update mail_messages set subject = ${`Old ${RLO}txt.exe`},
      from_address = ${`"${ALM}Bank${RLM}" <bank@example.com>`},
      preview = ${`Pay ${RLO}gpj.exe`}, attachments = ${attachments}::jsonb`.execute(shop.ctx.db);
    const [mail] = (await listInbox(shop.ctx, shop.alice.auth)).emails;
    expect(mail).toMatchObject({
      subject: 'Old txt.exe',
      from: '"Bank" <bank@example.com>',
      preview: 'Pay gpj.exe',
    });
    const full = await readEmail(shop.ctx, shop.alice.auth, mail!.id);
    expect(full.attachments.map((a) => a.filename)).toEqual(['reportfdp.scr']);
    // The download is named as the reader saw it, not by its stored name.
    const download = await shop.ctx.app.inject({
      url: `/api/email/${mail!.id}/attachments/0`,
      headers: shop.alice.auth,
    });
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="reportfdp.scr"; filename*=UTF-8''reportfdp.scr`,
    );
  });
});
