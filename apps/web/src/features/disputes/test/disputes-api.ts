import type { Mock } from 'vitest';
import type {
  BuyerAccount,
  BuyerEmail,
  BuyerEmails,
  Dispute,
  DisputeList,
  DisputeMessage,
  DisputeSummary,
  RollerProfile,
} from '@shop/contract';

export const TOKEN = 'buyer-token-1';
export const HOUR = 60 * 60 * 1000;
export const HASH = '3f7a9c2e1b04d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4cd91e';

export const SELLER: RollerProfile = {
  code: 'mina',
  name: 'Mina Seller',
  email: null,
  is_owner: false,
};
export const OWNER: RollerProfile = {
  code: 'demo',
  name: 'Demo Owner',
  email: null,
  is_owner: true,
};

const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

export function summary(overrides: Partial<DisputeSummary> = {}): DisputeSummary {
  return {
    id: 7,
    transaction_id: 41,
    account_id: 24,
    account_code: 'MINA-0024',
    game_name: 'Starfall Reverie',
    seller_code: 'mina',
    buyer_name: 'Jun Park',
    amount: 195,
    reason: 'account_recovered',
    status: 'open',
    resolution: null,
    opened_at: at(-2 * HOUR),
    answer_due_at: at(22 * HOUR),
    last_message_at: at(-2 * HOUR),
    ...overrides,
  };
}

export function message(overrides: Partial<DisputeMessage> & Pick<DisputeMessage, 'id'>) {
  return {
    author: 'buyer',
    author_name: 'Jun Park',
    body: 'Someone reset the password.',
    created_at: at(-2 * HOUR),
    ...overrides,
  } satisfies DisputeMessage;
}

export function dispute(overrides: Partial<Dispute> = {}): Dispute {
  return {
    ...summary(overrides),
    resolution_note: null,
    answered_at: null,
    escalated_at: null,
    resolved_at: null,
    warranty_until: at(5 * 24 * HOUR),
    messages: [
      message({
        id: 1,
        body: 'I cannot log in since this morning.\nThe password was reset by someone else.',
      }),
    ],
    evidence: [
      {
        email_id: 301,
        subject: 'Password reset requested',
        from: 'noreply@hoyoverse.com',
        email_created_at: at(-3 * HOUR),
        raw_sha256: HASH,
        sender_verified: true,
        security_alert: 'password_reset',
      },
    ],
    ...overrides,
  };
}

export function disputeList(
  disputes: DisputeSummary[],
  { total = disputes.length, limit = 20, page = 1 } = {},
): DisputeList {
  return { disputes, total, limit, page };
}

export function buyerEmail(overrides: Partial<BuyerEmail> & Pick<BuyerEmail, 'id'>): BuyerEmail {
  return {
    subject: `Mail ${overrides.id}`,
    from: 'news@game.example',
    to: 'mina.acc@mail.shop.test',
    body: 'Hello',
    preview: 'Hello',
    email_created_at: '2026-11-23T10:00:00.000Z',
    has_html: false,
    code: null,
    link: null,
    sender_verified: true,
    security_alert: null,
    ...overrides,
  };
}

/** A purchase as GET /api/buyer/emails carries it; `security_alert` rides on its mails. */
export function purchase(overrides: Partial<BuyerAccount> = {}): BuyerAccount {
  const emails = overrides.emails ?? [];
  return {
    transaction_id: 41,
    game_name: 'Starfall Reverie',
    server_name: 'Asia',
    account_email: 'mina.acc@mail.shop.test',
    login_method: 'Email',
    account_code: 'MINA-0024',
    purchase_date: at(-24 * HOUR),
    warranty_until: at(5 * 24 * HOUR),
    email_count: emails.length,
    emails,
    ...overrides,
  };
}

export function purchases(accounts: BuyerAccount[]): BuyerEmails {
  return {
    buyer_email: 'jun@example.com',
    total_accounts: accounts.length,
    access_expires_at: at(20 * HOUR),
    accounts,
  };
}

/**
 * Holds every answer of a fake API (mockRoutes) until the returned function is called, so a
 * test can see a page's loading state; the requests are still recorded as they are sent.
 */
export function holdAnswers(fetchMock: Mock<typeof fetch>): () => void {
  const answer = fetchMock.getMockImplementation()!;
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  fetchMock.mockImplementation(async (...args) => {
    const response = answer(...args);
    await gate;
    return response;
  });
  return release;
}
