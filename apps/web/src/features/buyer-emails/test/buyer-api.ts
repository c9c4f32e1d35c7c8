import type { BuyerAccount, BuyerEmail, BuyerEmails, Dispute, EmailDetail } from '@shop/contract';

export const TOKEN = 'abc';
export const ACCOUNT_ADDRESS = 'r1.acc@mail.shop.test';

/** A mail as the list carries it: the server's preview, code and link included. */
export function buyerEmail(overrides: Partial<BuyerEmail> & Pick<BuyerEmail, 'id'>): BuyerEmail {
  return {
    subject: `Mail ${overrides.id}`,
    from: `game${overrides.id}@example.com`,
    to: ACCOUNT_ADDRESS,
    body: 'Hello there',
    preview: 'Hello there',
    email_created_at: '2026-11-23T10:00:00.000Z',
    has_html: false,
    code: null,
    security_alert: null,
    link: null,
    sender_verified: true,
    ...overrides,
  };
}

/** The same mail, whole, as GET /api/buyer/emails/{id} answers it. */
export function buyerEmailDetail(
  mail: BuyerEmail,
  overrides: Partial<EmailDetail> = {},
): EmailDetail {
  return {
    id: mail.id,
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    preview: mail.preview,
    created_at: mail.email_created_at,
    is_read: true,
    has_html: mail.has_html,
    code: mail.code,
    link: mail.link,
    sender_verified: mail.sender_verified,
    text: mail.body,
    html: null,
    attachments: [],
    ...overrides,
  };
}

export function buyerAccount(overrides: Partial<BuyerAccount> = {}): BuyerAccount {
  const emails = overrides.emails ?? [];
  return {
    transaction_id: 41,
    game_name: 'Genshin Impact',
    server_name: 'Asia',
    account_email: ACCOUNT_ADDRESS,
    login_method: 'Email',
    account_code: 'R1-0001',
    purchase_date: '2026-11-22T09:00:00.000Z',
    warranty_until: null,
    email_count: emails.length,
    emails,
    ...overrides,
  };
}

export function buyerEmails(accounts: BuyerAccount[]): BuyerEmails {
  return {
    buyer_email: 'buyer@example.com',
    total_accounts: accounts.length,
    access_expires_at: '2026-11-24T10:00:00.000Z',
    accounts,
  };
}

/** A dispute as GET /api/buyer/disputes lists it: what the buyer's page reads of it. */
export function buyerDispute(overrides: Partial<Dispute> = {}): Dispute {
  return {
    id: 7,
    transaction_id: 41,
    account_id: 24,
    account_code: 'R1-0001',
    game_name: 'Genshin Impact',
    seller_code: 'r1',
    buyer_name: 'Jun Park',
    amount: 195,
    reason: 'account_recovered',
    status: 'open',
    resolution: null,
    opened_at: '2026-11-23T11:00:00.000Z',
    answer_due_at: '2026-11-24T11:00:00.000Z',
    last_message_at: '2026-11-23T11:00:00.000Z',
    resolution_note: null,
    answered_at: null,
    escalated_at: null,
    resolved_at: null,
    warranty_until: null,
    messages: [],
    evidence: [],
    ...overrides,
  };
}
