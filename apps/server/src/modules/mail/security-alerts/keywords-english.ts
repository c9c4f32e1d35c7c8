import type { LanguageRules } from './keywords.ts';

/**
 * Phrases that say an account-security event happened or was requested, in English
 * (the other languages are in keywords-europe.ts and beside it). A space stands for any
 * blank (text.ts); `\S+ ` for one word. Each phrase states the event ("the password for your account has been changed", "you
 * requested a new password"); advice ("change your password", "never share your password")
 * is not one, and a negated or conditional match ("has not been changed", "If you did not
 * change your password") is set aside by text.ts.
 */
const TWO_FACTOR =
  '(?:two[- ]?factor(?: authentication)?|two[- ]step(?: verification| authentication)?|2-step verification|2sv|2fa|multi[- ]factor(?: authentication)?|mfa|otp|(?:mobile )?authenticator(?: app)?|steam guard(?: mobile authenticator)?|login verification)';
const OFF = '(?:disabled|turned off|switched off|removed|deactivated)';
const HOW = '(?:\\S+ ){0,2}';

export const ENGLISH: LanguageRules = {
  language: 'en',
  spaced: true,
  said: {
    two_factor_off: [
      `${TWO_FACTOR}(?: (?:for|on|from) [^.]{1,60}?)? (?:has|have) ${HOW}been ${HOW}${OFF}`,
      `${TWO_FACTOR}(?: (?:for|on|from) [^.]{1,60}?)? (?:was|were|is now|got) ${HOW}${OFF}`,
      `${TWO_FACTOR} ${OFF}(?![\\p{L}])`,
      `(?:you|someone) ${HOW}(?:disabled|turned off|removed) (?:the |your )?${TWO_FACTOR}`,
    ],
    email_changed: [
      'e-?mail(?: address)?(?: (?:for|on|of) [^.]{1,80}?| (?:associated|linked|registered) with [^.]{1,60}?)? (?:has|have) (?:\\S+ ){0,2}been (?:\\S+ ){0,2}(?:changed|updated|modified|replaced)',
      'e-?mail(?: address)?(?: (?:for|on|of) [^.]{1,80}?| (?:associated|linked|registered) with [^.]{1,60}?)? (?:was|is being|will be) (?:\\S+ ){0,2}(?:changed|updated|modified|replaced)',
      'e-?mail(?: address)? (?:changed|updated)(?![\\p{L}])',
      'e-?mail(?: address)? change (?:request|requested|confirmation|notification)',
      "you(?:'re| are) (?:changing|modifying|updating|unbinding|unlinking|replacing) (?:the |your )(?:\\S+ ){0,2}e-?mail",
    ],
    phone_changed: [
      '(?:phone|mobile)(?: number)?(?: (?:for|on|of) [^.]{1,60}?| (?:associated|linked) with [^.]{1,60}?)? (?:has|have) (?:\\S+ ){0,2}been (?:\\S+ ){0,2}(?:changed|updated|added|removed|replaced)',
      '(?:phone|mobile) number(?: (?:for|on|of) [^.]{1,60}?)? (?:was|got) (?:\\S+ ){0,2}(?:changed|updated|added|removed|replaced)',
      '(?:recovery|verified|security|mobile) phone(?: number)? (?:was )?(?:changed|updated|added|removed)',
      "you(?:'re| are) (?:editing|changing|modifying|updating|unbinding|removing|replacing) (?:the |your )(?:\\S+ ){0,2}(?:phone|mobile) number",
    ],
    recovery: [
      'account recovery (?:request|attempt|process (?:was|has))',
      '(?:request(?:ed)?|attempt(?:ed)?|trying|tried) to (?:recover|restore) (?:your |the |access to )(?:\\S+ ){0,2}account',
      '(?:code|link) (?:\\S+ ){0,4}to recover (?:your |the )(?:\\S+ ){0,2}account',
      'recovery request',
    ],
    password_changed: [
      'password(?: (?:for|on|of) [^.]{1,80}?)? (?:has|have|had) (?:\\S+ ){0,2}been (?:\\S+ ){0,2}(?:changed|updated|modified|reset)',
      'password(?: (?:for|on|of) [^.]{1,80}?)? (?:was|were|got) (?:\\S+ ){0,2}(?:changed|updated|modified|reset)(?![\\p{L}])',
      'password (?:changed|updated)(?![\\p{L}])',
      "(?:you(?:'ve|’ve| have)?|someone|somebody) (?:\\S+ ){0,2}(?:changed|updated) (?:the |your )(?:\\S+ ){0,2}password(?![\\p{L}])",
    ],
    password_reset: [
      '(?:request(?:ed)?|asked) (?:for )?(?:to )?(?:a |the )?(?:reset|change|recover|new)\\S* (?:of |for )?(?:the |your |a )?(?:\\S+ ){0,2}(?:password|credentials)',
      'password (?:reset|recovery|change) (?:request|requested|instructions|code|link|email|attempt)',
      '(?:code|link) (?:\\S+ ){0,4}(?:to|for) (?:reset|recover|change)\\S* (?:your |the )?(?:\\S+ ){0,2}password',
      "you(?:'re| are) (?:resetting|changing|recovering) (?:your |the )?(?:\\S+ ){0,2}password",
      'reset (?:your |the )?password (?:instructions|request)',
      '(?:you )?need a new password(?![\\s-]?manager)',
    ],
    new_device_login: [
      'new (?:sign[- ]?in|log[- ]?in|login)(?! (?:page|experience|method|option|screen|flow|feature|button|process))',
      '(?:unusual|suspicious|unrecognized|unrecognised|unfamiliar) (?:sign[- ]?in|log[- ]?in|login)',
      '(?:signed|logged) ?in(?:to)? (?:to (?:\\S+ ){1,4})?(?:from|on|with|using|via) (?:a |an )?(?:new|unknown|unrecognized|unrecognised|different|unfamiliar) (?:device|computer|browser|location|ip|phone|console)',
      '(?:was|were|has been) used to (?:sign|log) ?in',
      '(?:has|have) been (?:accessed|signed into|logged into)',
      '(?:someone|somebody) (?:\\S+ ){0,2}(?:signed|logged|tried to (?:sign|log)) ?in(?:to)?',
      "(?:detected|noticed|there was|there's been) (?:a |an )?(?:new |recent |unusual )?(?:sign[- ]?in|log[- ]?in|login)(?! code)",
      '(?:sign[- ]?in|log[- ]?in|login)(?: attempt)? (?:from|on) (?:a |an )?new (?:device|computer|browser|location|ip)',
      'tried to log in (?:\\S+ ){0,6}from a new ip',
    ],
  },
  headline: {
    password_reset: [
      '(?:reset|recover)(?:ting)? (?:your |the )?(?:\\S+ )?password',
      'password (?:reset|recovery)',
      'forgot(?:ten)? (?:your )?password',
    ],
    two_factor_off: ['remove(?:d)? otp'],
    recovery: ['account recovery'],
  },
};
