/** A hand-written mail: what the code finder is given, and the code a reader types (or none). */
export type Sample = [name: string, subject: string, text: string, code: string | null];

/** Mails with numbers and no code, read by the hand-written cases and by the corpus score. */
export const WITHOUT_CODE: Sample[] = [
  [
    'order shipped with an order number and tracking id',
    'Your order #40219 has shipped',
    'Thanks for your order 40219 placed on March 14, 2026.\nTracking number: 1Z999AA10123456784\nTotal: $59.99',
    null,
  ],
  [
    'receipt with a price and a year',
    'Your Steam purchase receipt',
    'Thank you for your recent transaction on Steam.\nInvoice: 4410293381\nTotal: 1999 JPY\nDate: 14 Mar, 2026 10:22',
    null,
  ],
  [
    'promo code is not a verification code',
    'Spring sale: 20% off',
    'Use promo code SPRING26 at checkout before 2026-04-01. Prices from $4.99.',
    null,
  ],
  [
    'newsletter with a phone number and a year',
    'Genshin Impact Version 5.4 is live',
    'Version 5.4 update arrives on 2026/03/14. Call support at +1 (800) 555-0199. See you in 2026!',
    null,
  ],
  [
    'password changed notice with a date',
    'Your password was changed',
    'The password for your account was changed on 2026-03-14 at 10:22 (UTC). If this was not you, contact support. Ticket 558213.',
    null,
  ],
  [
    'verify link only, with an address under it',
    'Verify your email',
    'Click the link below to verify your email address.\nhttps://accounts.example.com/verify?code=ABC12345&uid=99812\n\nEpic Games, Inc. 620 Crossroads Blvd. Cary, NC 27518',
    null,
  ],
  [
    'Korean order mail with a price in won',
    '[주문 완료] 결제가 완료되었습니다',
    '주문번호 20260314 결제금액 19900원 2026년 3월 14일',
    null,
  ],
  [
    'game news with a zip code',
    'Welcome to the community',
    'Thanks for joining! Our office: 123 Main St, Springfield, IL 62704. Zip code 62704.',
    null,
  ],
];
