import type { LanguageRules } from './keywords.ts';

/** Dutch and Polish, the code finder's other European languages (see keywords-europe.ts). */
const NL: LanguageRules = {
  language: 'nl',
  spaced: true,
  said: {
    two_factor_off: [
      '(?:tweestapsverificatie|twee-factor-authenticatie|tweefactorauthenticatie|2fa|otp) (?:\\S+ ){0,4}(?:uitgeschakeld|verwijderd)',
    ],
    email_changed: [
      'e-?mail(?:adres)? (?:\\S+ ){0,4}(?:is|werd) (?:\\S+ ){0,4}(?:gewijzigd|veranderd|bijgewerkt)',
    ],
    phone_changed: [
      'telefoonnummer (?:\\S+ ){0,4}(?:is|werd) (?:\\S+ ){0,4}(?:gewijzigd|veranderd|toegevoegd|verwijderd)',
    ],
    recovery: ['account ?herstel'],
    password_changed: [
      '(?:wachtwoord|aanmeldgegevens) (?:\\S+ ){0,4}(?:is|zijn|werd|werden) (?:\\S+ ){0,6}(?:gewijzigd|veranderd|gereset|bijgewerkt)(?![\\p{L}])',
      'wachtwoord (?:gewijzigd|veranderd)(?![\\p{L}])',
    ],
    password_reset: [
      '(?:verzocht|gevraagd|aangevraagd) (?:\\S+ ){0,6}(?:wachtwoord|aanmeldgegevens) (?:\\S+ ){0,4}(?:te )?(?:wijzigen|resetten|herstellen)',
    ],
    new_device_login: [
      'nieuwe (?:aanmelding|login|inlog)',
      '(?:aangemeld|ingelogd) (?:\\S+ ){0,4}(?:nieuw|onbekend) (?:apparaat|browser|locatie)',
    ],
  },
  headline: {
    password_reset: [
      '(?:wijzig|herstel|reset) (?:uw |je )?wachtwoord',
      'wachtwoord (?:opnieuw instellen|herstellen|resetten|vergeten)',
    ],
  },
};

const PL: LanguageRules = {
  language: 'pl',
  spaced: true,
  said: {
    two_factor_off: [
      '(?:weryfikacja dwuetapowa|uwierzytelnianie dwuskładnikowe|2fa|otp|hasło jednorazowe)[^.]{0,20}? (?:zostało|została|został) (?:\\S+ ){0,1}(?:wyłączone|wyłączona|usunięte|usunięta|dezaktywowane)',
    ],
    email_changed: ['adres (?:e-?mail) (?:\\S+ ){0,4}(?:został) (?:\\S+ ){0,1}zmieniony'],
    phone_changed: [
      'numer telefonu (?:\\S+ ){0,4}(?:został) (?:\\S+ ){0,1}(?:zmieniony|dodany|usunięty)',
    ],
    recovery: ['odzyskiwani\\S* kont'],
    password_changed: [
      'hasło (?:\\S+ ){0,3}(?:zostało) (?:\\S+ ){0,1}(?:zmienione|zresetowane|zaktualizowane)',
      'hasło (?:zmienione|zresetowane)(?![\\p{L}])',
    ],
    password_reset: [
      'poprosił\\S* o (?:zmianę|reset\\S*|zresetowanie) hasła',
      '(?:prośb\\S*|żądani\\S*) (?:o )?(?:zmian\\S*|reset\\S*) hasła',
    ],
    new_device_login: [
      'nowe logowanie',
      'logowanie (?:\\S+ ){0,3}(?:nowego|nieznanego) urządzenia',
      'zalogowano (?:\\S+ ){0,4}(?:nowym|nieznanym) urządzeniu',
    ],
  },
  headline: {
    password_reset: ['(?:zresetuj|resetowanie|reset|zmiana|odzyskiwanie) hasła', 'zresetuj hasło'],
  },
};

export const NL_PL: readonly LanguageRules[] = [NL, PL];
