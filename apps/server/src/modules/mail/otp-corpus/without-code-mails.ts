import type { OtpCase } from './cases.ts';

/**
 * Mails full of numbers that carry no code, of the kinds a game-account shop's inbox receives:
 * receipts, shipping notices, patch notes, security alerts, promo and redemption codes, error
 * codes. Composed after the public notices and templates each `source` names (amounts, dates
 * and numbers are sample values).
 */
export const WITHOUT_CODE_MAILS: OtpCase[] = [
  {
    source:
      'Steam key delivery from a key reseller (activation code of a game); composed after reseller mails',
    language: 'en',
    subject: 'Your game key is ready',
    text: 'Thank you for your order #40219 (14/03/2026).\nGame: Elden Ring (Steam)\nYour activation code: 7XQ2M-4K9TP-ZR8WD\nRedeem it in the Steam client under Games > Activate a Product on Steam.',
    code: null,
  },
  {
    source: 'Gift card delivery mail (PlayStation Store / Xbox gift card); composed after them',
    language: 'en',
    subject: 'Your $50 gift card',
    text: 'You received a $50.00 gift card. Gift card code: ABCD-EFGH-1234\nBalance: $50.00. Valid until 2027-03-14.',
    code: null,
  },
  {
    source:
      'Game store newsletter with a promo code ("Use code ... for 20% off"); composed after store newsletters',
    language: 'en',
    subject: 'Spring Sale: 20% off',
    text: 'Spring Sale is live until 2026-03-31! Use code SAVE20 for 20% off your next order. Over 1200 games from $4.99.',
    code: null,
  },
  {
    source: 'Support-ticket acknowledgement ("reference code"); composed after help-desk mails',
    language: 'en',
    subject: 'We received your request [#58213]',
    text: 'Hi shopdemo,\nThanks for contacting Player Support. Your reference code: 58213. We usually reply within 48 hours (Mon-Fri 9:00-18:00 CET).',
    code: null,
  },
  {
    source: 'Bank card notice "Your PIN was changed"; composed after bank notices',
    language: 'en',
    subject: 'Your card PIN was changed',
    text: "The PIN for your card ending 4821 was changed on 14/03/2026 at 10:22. If this wasn't you, call us on 0800 1234 567 or +44 20 7946 0958.",
    code: null,
  },
  {
    source:
      'Genshin Impact news "Servers Down for Update Maintenance on 10/22" (genshin.mihoyo.com/m/en/news/detail/103737)',
    language: 'en',
    subject: 'Servers Down for Update Maintenance on 10/22',
    text: 'Dear Travelers,\n\n〓Update Time〓\n2020/10/22 07:00 – 2020/10/22 11:00 (UTC+8)\n\n〓Compensation〓\nPrimogems ×240\n(We will give a compensation of 60 Primogems for each hour the servers are down.)\n\n〓Eligibility〓\nAll Travelers at Adventure Rank 5 or above as of 2020/10/22 07:00. Please go online to receive your mail before 2020/10/25 11:00.',
    code: null,
  },
  {
    source:
      'Genshin Impact update 4.8 maintenance schedule (videogames.si.com guide to the 4.8 downtime)',
    language: 'en',
    subject: 'Genshin Impact Version 4.8 is coming',
    text: 'The servers are scheduled to go offline on July 17, 2024, at 6am (UTC+8) in preparation for update 4.8. Version 4.8 should be available from 11am. Each hour of downtime will be compensated with 60 Primogems, 300 in total.',
    code: null,
  },
  {
    source:
      'HoYoverse redemption-code announcement (Genshin Impact redeem page); composed after it',
    language: 'en',
    subject: 'Redeem your Version 4.8 livestream codes',
    text: 'Redeem code GENSHINGIFT before 2026-03-31 23:59 (UTC+8) to get Primogems ×50 and Hero\u2019s Wit ×3. Redemption code for UID 812345678 only works once.',
    code: null,
  },
  {
    source: 'Riot Games patch notes page (League of Legends patch 14.6); composed after it',
    language: 'en',
    subject: 'Patch 14.6 Notes',
    text: 'Patch 14.6 goes live on March 20, 2026. Champion changes: base AD 60 ⇒ 62, attack speed 0.625. Ranked split 2 starts at 12:00 local time.',
    code: null,
  },
  {
    source: 'Steam purchase receipt e-mail ("Thank you for your recent transaction on Steam")',
    language: 'en',
    from: 'Steam Store <noreply@steampowered.com>',
    subject: 'Thank you for your Steam purchase!',
    text: 'Thank you for your recent transaction on Steam.\n\nAccount name: shopdemo\nInvoice: 4410293381\nDate issued: 14 Mar, 2026 @ 10:22am\nTotal: 1999 JPY\n\nThe Steam Team',
    code: null,
  },
  {
    source: 'Steam Support "Steam Guard Mobile Authenticator removed" notice; composed after it',
    language: 'en',
    from: 'Steam Support <noreply@steampowered.com>',
    subject: 'Steam Guard Mobile Authenticator removed',
    text: 'The Steam Guard Mobile Authenticator was removed from your account shopdemo on 14 Mar 2026 @ 10:22am from IP 203.0.113.5.\n\nYou will now receive Steam Guard codes by email.\n\nThe Steam Team',
    code: null,
  },
  {
    source:
      'Steam Support new-device sign-in notice (no code: the sign-in was approved in the Steam Mobile Authenticator); composed after Steam Guard mails and Steam Support\'s "Someone else is logging into my account" help page',
    language: 'en',
    from: 'Steam Support <noreply@steampowered.com>',
    subject: 'Your Steam account: New sign-in from a new device',
    text: "Dear shopdemo,\n\nYour Steam account shopdemo was signed in to from a new device on 14 Mar 2026 @ 10:22am. The sign-in was approved with the Steam Mobile Authenticator.\n\nDevice: Chrome on Windows\nLocation: Frankfurt am Main, Germany\nIP address: 203.0.113.77\n\nIf this was you, you can ignore this email. If it wasn't, change your Steam password and deauthorize all devices at https://store.steampowered.com/twofactor/manage right away.\n\nThe Steam Team",
    code: null,
  },
  {
    source: 'Epic Games Store receipt; composed after it',
    language: 'en',
    from: 'Epic Games Store <help@acct.epicgames.com>',
    subject: 'Your Epic Games Receipt F2603141022',
    text: 'Thanks for your purchase!\n\nOrder ID: F2603141022\nDate: March 14, 2026\n1,000 V-Bucks  $8.99\nTax $0.72\nTotal $9.71\n\nEpic Games, Inc. 620 Crossroads Blvd. Cary, NC 27518',
    code: null,
  },
  {
    source: 'Xbox Support error code 0x87e10bef article; composed after it',
    language: 'en',
    from: 'Xbox <xboxreps@engage.xbox.com>',
    subject: 'Error code 0x87e10bef when you start a game',
    text: 'If you see error code 0x87e10bef, restart your console. Still seeing it after 2026-03-14? Check the Xbox status page or call 1-800-469-9269.',
    code: null,
  },
  {
    source: 'PlayStation Support error code CE-34878-0 article; composed after it',
    language: 'en',
    subject: 'Error CE-34878-0',
    text: 'Error code CE-34878-0: the application encountered an error. Update system software to version 11.02 and try again.',
    code: null,
  },
  {
    source: 'Google security alert mail ("New sign-in on Windows"); composed after it',
    language: 'en',
    from: 'Google <no-reply@accounts.google.com>',
    subject: 'Security alert',
    text: 'A new sign-in on Windows\n\nshopdemo@gmail.com\nWe noticed a new sign-in to your Google Account on a Windows device. If this was you, you don\u2019t need to do anything.\n\nMarch 14, 2026, 10:22 (GMT+1)\n© 2026 Google LLC, 1600 Amphitheatre Parkway, Mountain View, CA 94043, USA',
    code: null,
  },
  {
    source: 'Discord "new login location" mail; composed after it',
    language: 'en',
    subject: 'Verify Discord Login from New Location',
    text: 'Hey shopdemo,\n\nSomeone tried to log into your Discord account from a new location. If this is you, follow the link below to authorize logging in from this location.\n\nIP Address: 203.0.113.5\nLocation: Frankfurt, Germany\n\nSent by Discord • 444 De Haro Street #200, San Francisco, CA 94107',
    code: null,
  },
  {
    source:
      'Two-factor authentication enabled notice (GitHub/Epic account-security mails); composed after them',
    language: 'en',
    subject: 'Two-factor authentication enabled',
    text: 'Two-factor authentication was enabled on your account on 2026-03-14 at 10:22 UTC. Your 10 recovery codes were generated; keep them safe. Support ticket 558213.',
    code: null,
  },
  {
    source:
      'Sign-in step mail that sends the code elsewhere ("We sent a code to your phone"); composed after it',
    language: 'en',
    subject: 'Finish signing in',
    text: 'Enter the 6-digit verification code we sent to +1 ***-***-1234. The code expires in 10 minutes.',
    code: null,
  },
  {
    source: 'Password reset link mail; composed after common account-service templates',
    language: 'en',
    subject: 'Reset your password',
    text: 'We received a request to reset the password for account 40219. Use the link below within 24 hours.\nhttps://accounts.example.com/reset?token=8f2k1x9q\nReference: 48213',
    code: null,
  },
  {
    source: 'Airline booking confirmation (Lufthansa e-ticket mail); composed after it',
    language: 'en',
    subject: 'Your booking confirmation',
    text: 'Flight LH 400 Frankfurt – New York, 14 Mar 2026, departs 10:25, gate B44, seat 32A.\nBooking reference K7QX2P\nTicket number 220-2145678901',
    code: null,
  },
  {
    source: 'PayPal payment receipt; composed after it',
    language: 'en',
    subject: 'You sent a payment',
    text: 'You sent $20.00 USD to GameShop Ltd on March 14, 2026.\nTransaction ID: 9XK12345AB678901C\nQuestions? Call 1-888-221-1161.',
    code: null,
  },
  {
    source:
      'USPS tracking text ("Your USPS package is due to be delivered on ..."), saltwateraquarium.com SMS help',
    language: 'en',
    subject: 'USPS delivery update',
    text: 'Your USPS package 9400 1000 0000 0000 0000 00 is due to be delivered on Mon, Dec. 04 by 8:00pm. 1234 Main St, Springfield, IL 62704.',
    code: null,
  },
  {
    source:
      'Supercell ID new-device login notice (Supercell support: "You will receive an email ... when someone logs in")',
    language: 'en',
    subject: 'New login to your Supercell ID',
    text: 'Your Supercell ID was used to log in on a new device (iPhone 15) on 14.03.2026 at 10:22. Player tag #2PP0YLJ9, Town Hall 14. If this wasn\u2019t you, select "This is not my device".',
    code: null,
  },
  {
    source: 'Apple App Store receipt; composed after it',
    language: 'en',
    subject: 'Your receipt from Apple.',
    text: 'Apple Account: shopdemo@example.com\nOrder ID: MLZ4K9XQ2T\nDocument No. 182734019283\nGenshin Impact, 6480 Genesis Crystals  €99.99\nTotal €99.99',
    code: null,
  },
  {
    source: 'Honkai: Star Rail version update notice; composed after HoYoverse maintenance notices',
    language: 'en',
    subject: 'Version 2.1 Update Maintenance',
    text: 'Version 2.1 update maintenance: 2026/03/14 06:00 – 11:00 (UTC+8). Compensation: Stellar Jade ×300. Trailblaze Level 4 or above. Build 2.1.0.8213.',
    code: null,
  },
];
