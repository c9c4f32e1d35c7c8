import type { BuyerAccount, Dispute } from '@shop/contract';
import { mockRoutes, type RouteHandler } from '@/test/fetch-mock';
import { buyerEmail, HOUR, purchase, purchases, TOKEN } from './disputes-api';
import { renderDisputes } from './render-disputes';

const past = new Date(Date.now() - HOUR).toISOString();

export const ALERT_MAIL = buyerEmail({
  id: 12,
  subject: 'Password reset requested',
  email_created_at: '2026-11-20T08:00:00.000Z',
  security_alert: 'password_reset',
});
const NEWS = buyerEmail({
  id: 13,
  subject: 'Weekly news',
  email_created_at: '2026-11-24T08:00:00.000Z',
});

/** Under warranty, with two mails; one sold without warranty; one whose warranty ended. */
export const UNDER_WARRANTY = purchase({ emails: [NEWS, ALERT_MAIL] });
export const NO_WARRANTY = purchase({
  transaction_id: 42,
  account_code: 'MINA-0030',
  warranty_until: null,
});
export const ENDED = purchase({
  transaction_id: 43,
  account_code: 'MINA-0031',
  warranty_until: past,
});

/**
 * The buyer's page with its token, on a fake API holding `disputes` (which a test may replace
 * as a step changes them) and the purchases `accounts`.
 */
export function openBuyerPage(
  {
    disputes = [] as Dispute[],
    accounts = [UNDER_WARRANTY, NO_WARRANTY, ENDED] as BuyerAccount[],
    query = '',
    signedIn = false,
  } = {},
  routes: Record<string, RouteHandler> = {},
) {
  let current = disputes;
  const api = mockRoutes({
    'GET buyer/disputes': () => ({ disputes: current }),
    'GET buyer/emails': () => purchases(accounts),
    ...routes,
  });
  const view = renderDisputes(`/buyer-disputes?token=${TOKEN}${query}`, { signedIn });
  return { ...view, api, setDisputes: (next: Dispute[]) => (current = next) };
}
