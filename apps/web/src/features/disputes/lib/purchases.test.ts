import { describe, expect, it } from 'vitest';
import type { BuyerAccount } from '@shop/contract';
import { buyerEmail, dispute, HOUR, purchase } from '../test/disputes-api';
import { answerDeadline } from './format-time';
import { disputablePurchases, evidenceOrder } from './purchases';

const NOW = Date.parse('2026-11-24T12:00:00.000Z');
const iso = (offset: number) => new Date(NOW + offset).toISOString();

describe('disputablePurchases', () => {
  const running = purchase({ transaction_id: 1, warranty_until: iso(HOUR) });
  const ended = purchase({ transaction_id: 2, warranty_until: iso(0) });
  const none = purchase({ transaction_id: 3, warranty_until: null });
  const busy = purchase({ transaction_id: 4, warranty_until: iso(HOUR) });
  const settled = purchase({ transaction_id: 5, warranty_until: iso(HOUR) });

  it('keeps what runs after now and has no unresolved dispute', () => {
    const result = disputablePurchases(
      [running, ended, none, busy, settled],
      [dispute({ transaction_id: 4 }), dispute({ transaction_id: 5, status: 'resolved' })],
      NOW,
    );
    expect(result.purchases.map((p) => p.transactionId)).toEqual([1, 5]);
    expect(result.busy).toBe(1);
  });

  it('treats an account the server sent without its order or warranty as having none', () => {
    const { transaction_id: _t, warranty_until: _w, ...older } = running;
    expect(disputablePurchases([older as BuyerAccount], [], NOW).purchases).toEqual([]);
  });
});

describe('evidenceOrder', () => {
  it('puts security alerts first, each part newest first', () => {
    const mails = [
      buyerEmail({ id: 1, email_created_at: iso(-3 * HOUR) }),
      buyerEmail({ id: 2, email_created_at: iso(-1 * HOUR) }),
      buyerEmail({ id: 3, email_created_at: iso(-5 * HOUR), security_alert: 'recovery' }),
      buyerEmail({
        id: 4,
        email_created_at: iso(-4 * HOUR),
        security_alert: 'email_changed',
      }),
    ];
    expect(evidenceOrder(mails).map((m) => m.id)).toEqual([4, 3, 2, 1]);
  });
});

describe('answerDeadline', () => {
  it('is red under two hours and says when it is overdue', () => {
    expect(answerDeadline(iso(3 * HOUR), NOW)).toMatchObject({ urgent: false });
    expect(answerDeadline(iso(3 * HOUR), NOW).text).toMatch(/^Answer by /);
    expect(answerDeadline(iso(2 * HOUR - 1), NOW)).toMatchObject({ urgent: true });
    expect(answerDeadline(iso(0), NOW)).toEqual({
      text: 'Answer overdue: going to the shop owner',
      urgent: true,
    });
  });
});
