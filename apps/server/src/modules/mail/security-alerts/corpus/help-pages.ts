import { FILL, securityCase as mail, type SecurityCase } from './cases.ts';

/**
 * Help pages: sent as newsletters they are ordinary mail that talks about account security
 * without reporting an event, full of "password", "reset", "new device" and "sign in" (the
 * code finder's corpus, from-otp-corpus.ts, adds the codes, receipts and news); and the
 * notices a help page describes, as security mail.
 */
const INDEED =
  'after Indeed Support, "Account Security: Essential Email Practices" (support.indeed.com/hc/en-us/articles/22244131936653): describes the mail';

export const HELP_PAGES: SecurityCase[] = [
  mail(
    'Riot Games Support, "Protecting Your Account" (support-leagueoflegends.riotgames.com/hc/en-us/articles/4402981557267), as a newsletter',
    'en',
    'Riot Games <noreply@mail.riotgames.com>',
    'Protecting Your Account',
    "Your Riot account is more than just a username. It's the culmination of a lot of hard work, whether your investment is measured in hours, dollars, or both.\n\nChoose a secure password\nIf you would like to create your own password, try to steer clear of common mistakes like easy-to-guess words (names of friends, family, etc) and numbers (we're looking at you, birthdays).\n\nUse a password manager\nThe ideal password is long and random, which unfortunately also makes it difficult to remember.\n\nProtect your email account\nSecurity begins and ends at your email. If somebody knows your email credentials, they can submit a password reset request to just about any site, game, or app, thus gaining full access to your account. That's why most email providers have their own multi-factor authentication.",
    null,
  ),
  mail(
    'HoYoverse Help, "How can I strengthen the security of my account" (hoyoverse8129.zendesk.com/hc/en-us/articles/48106011715097), as a newsletter',
    'en',
    'HoYoverse <noreply@hoyoverse.com>',
    'How can I strengthen the security of my account?',
    "Use a Unique Password:\nWe recommend that you use a password that you don't use for any other accounts to keep your account safe. This way, if someone steals the password of one of your other accounts, they will not be able to log in to your HoYoverse Account.\n\nLink a Frequently Used Email Address:\nWhen creating an account using an email address or switching the linked email address, make sure that it's one that you plan to use for the long-term.\nWhen you try to log in to your HoYoverse Account, change your password, or change your linked mobile number on a new device, we will send a verification code to your linked email address to ensure your account stays safe.\n\nPlease do not buy, sell, or share accounts.",
    null,
  ),
  mail(
    INDEED,
    'en',
    'Indeed <no-reply@indeed.com>',
    'Your password was changed',
    `Hi ${FILL.user},\n\nThis email confirms your password was changed.\n\nLet us know if you suspect fraud: Help protect your account`,
    'password_changed',
  ),
  mail(
    INDEED,
    'en',
    'Indeed <no-reply@indeed.com>',
    'Your phone number was changed',
    `Hi ${FILL.user},\n\nThis email confirms a phone number was changed on your Indeed account.\n\nLet us know if you suspect fraud: Help protect your account`,
    'phone_changed',
  ),
];
