import {
  AUTO_AUTH_FILLER,
  OHTIPI,
  OTP_HELPER,
  PILLAR_BOX,
  SIGNAL,
  sms,
  type OtpCase,
} from './cases.ts';

const GOOGLE_SMS =
  "Google Account Help, 'G-123456 is your Google verification code' (wording as sent to that locale)";
const WHATSAPP_SMS = 'WhatsApp Help Center, registration SMS code (wording as sent to that locale)';
const APPLE_SMS = 'Apple Support HT204974, two-factor verification code SMS (localized wording)';

/** European languages: German, French, Spanish, Portuguese, Italian, Dutch, Nordic, Slavic, Turkish, Greek. */
export const WITH_CODE_EUROPE: OtpCase[] = [
  // German
  sms(
    OTP_HELPER,
    'de',
    '123456 ist dein Amazon-Einmalkennwort. Teile es nicht mit anderen Personen.',
    '123456',
  ),
  sms(
    OTP_HELPER,
    'de',
    '222222 ist der Google Pay Aktivierungscode für deine Trade Republic Karte Endziffer-0000. Dieser Code verliert seine Gültigkeit nach 5 Minuten. Wir werden Sie niemals bitten, diesen Code zu teilen.',
    '222222',
  ),
  sms(
    OTP_HELPER,
    'de',
    'Handy-Signatur für\n eid.oesterreich.gv.at\nVergleichswert\n v 7 n M Z S S H 6 l\nTAN\n a u 8 k u f\nBitte überprüfen Sie alle Werte!\n(5 Min. gültig)',
    'au8kuf',
  ),
  sms(OTP_HELPER, 'de', 'Openbank: TEILE DIESEN CODE MIT NIEMANDEM. Bestätigungscode ABC4', 'ABC4'),
  sms(
    OHTIPI,
    'de',
    '117740 ist dein Verifizierungscode für dein Sony Entertainment Network-Konto.',
    '117740',
  ),
  sms(AUTO_AUTH_FILLER, 'de', 'Ihr Einmalcode lautet 934812. Er ist 10 Minuten gültig.', '934812'),
  sms(AUTO_AUTH_FILLER, 'de', 'Ihr Bestätigungscode: 556677', '556677'),
  sms(GOOGLE_SMS, 'de', 'G-381940 ist dein Google-Bestätigungscode.', '381940'),
  sms(
    WHATSAPP_SMS,
    'de',
    'Dein WhatsApp-Code: 318-204\nTeile diesen Code nicht mit anderen Personen',
    '318204',
  ),
  // French
  sms(
    OTP_HELPER,
    'fr',
    'PayPal : 123456 est votre code de sécurité. Ne partagez pas votre code.',
    '123456',
  ),
  sms(
    OTP_HELPER,
    'fr',
    "[LINE1]\n[LINE2]\n[LINE3]\n[LINE4]\nCode d'authentification : AAAA1A",
    'AAAA1A',
  ),
  sms(
    OTP_HELPER,
    'fr',
    "Le code à saisir pour votre achat de 200,00 EUR est 12345678. Ne donnez ce code à personne. Si vous n'avez pas réalisé cet achat, appelez le 09.69.32.00.04.",
    '12345678',
  ),
  sms(SIGNAL, 'fr', '<#>Votre code de vérification Signal est: 490941\nabAbCDEFO1g', '490941'),
  sms(GOOGLE_SMS, 'fr', 'G-602817 est votre code de validation Google.', '602817'),
  sms(APPLE_SMS, 'fr', 'Votre code Apple ID est : 731904. Ne le partagez avec personne.', '731904'),
  // Spanish
  sms(OTP_HELPER, 'es', 'Su codigo de verificacion de AAAA es 123456', '123456'),
  sms(
    OTP_HELPER,
    'es',
    'BBB. Clave de firma: 1234. Introduce esta clave de un solo uso (OTP) en el formulario web para firmar (SMS CERTIFICADO)',
    '1234',
  ),
  sms(OTP_HELPER, 'es', '123 456 es tu código de Instagram. No lo compartas.', '123456'),
  sms(
    OTP_HELPER,
    'es',
    'PayPal: Tu código de seguridad es 123456. No lo compartas con nadie.',
    '123456',
  ),
  sms(
    OTP_HELPER,
    'es',
    '123456 es tu contraseña temporal de Amazon. No la compartas con nadie.',
    '123456',
  ),
  sms(
    OTP_HELPER,
    'es',
    'Para acceder a su información del SCSALUD introduzca el siguiente PIN: 123456',
    '123456',
  ),
  sms(GOOGLE_SMS, 'es', 'G-557203 es tu código de verificación de Google.', '557203'),
  sms(
    WHATSAPP_SMS,
    'es',
    'Tu código de WhatsApp: 604-118\nNo compartas este código con nadie',
    '604118',
  ),
  sms(APPLE_SMS, 'es', 'Tu código de Apple ID es: 284615. No lo compartas con nadie.', '284615'),
  // Portuguese
  sms(GOOGLE_SMS, 'pt', 'G-448102 é o seu código de verificação do Google.', '448102'),
  sms(
    WHATSAPP_SMS,
    'pt',
    'Seu código do WhatsApp: 771-093\nNão compartilhe esse código com ninguém',
    '771093',
  ),
  sms(
    'GitHub code search: Brazilian app SMS template "{code} Este é o seu código de validação."',
    'pt',
    '830214 Este é o seu código de validação.',
    '830214',
  ),
  sms(
    'GitHub code search: WhatsApp OTP template "*{code}* é o seu código de assinatura. Expira em {n} minutos."',
    'pt',
    '*509317* é o seu código de assinatura. Expira em 10 minutos.\n\nA Ankaa nunca pede este código de volta. Se alguém pedir, é golpe.',
    '509317',
  ),
  // Italian
  sms(OTP_HELPER, 'it', 'Il tuo codice di sicurezza è: 123456', '123456'),
  sms(GOOGLE_SMS, 'it', 'G-290571 è il tuo codice di verifica Google.', '290571'),
  sms(
    'GitHub code search: loyalty-card SMS template "{otp} è il tuo codice di verifica *Crai Carta Più*"',
    'it',
    '66120 è il tuo codice di verifica *Crai Carta Più*',
    '66120',
  ),
  // Dutch, Afrikaans
  sms(PILLAR_BOX, 'nl', 'Uw sms-code is: 481243. Deze vervalt over 20 minuten.', '481243'),
  sms(PILLAR_BOX, 'nl', 'Uw SMS code is 462838', '462838'),
  sms(
    PILLAR_BOX,
    'nl',
    '6213 Gebruik deze code om in te loggen in jouw Getir account. Deel deze code met niemand en gebruik hem alleen om je account te activeren.',
    '6213',
  ),
  sms(PILLAR_BOX, 'nl', 'Uw Infomedics inlog code is: 399516.', '399516'),
  sms(PILLAR_BOX, 'nl', 'Uw code is: 4616. Bedankt.', '4616'),
  sms(GOOGLE_SMS, 'nl', 'G-913460 is je verificatiecode van Google.', '913460'),
  sms(SIGNAL, 'af', '<#>Jou Signal verifikasiekode is: 054247\nabAbCDEFO1g', '054247'),
  // Finnish
  sms(OTP_HELPER, 'fi', 'Microsoft todennuksessa käytetään vahvistuskoodia 123456', '123456'),
  sms(OTP_HELPER, 'fi', 'Kirjautumisen kertakäyttökoodisi on 123456', '123456'),
  sms(
    'GitHub code search: Finnish sign-in mail "Olet tunnistautumassa palveluun" / "Kertakäyttökoodisi 123456"',
    'fi',
    'Kertakäyttökoodisi 123456',
    '123456',
  ),
  // Polish
  sms(OTP_HELPER, 'pl', '123456 - to Twój kod weryfikacyjny', '123456'),
  sms(OTP_HELPER, 'pl', 'Twoje hasło do autoryzacji to: 123456.', '123456'),
  // Turkish
  sms(
    OTP_HELPER,
    'tr',
    '[Binance TR] Doğrulama Kodu: 123456. Lütfen bu doğrulama kodunu Binance TR çalışanı dahil kimseyle paylaşmayın! B040',
    '123456',
  ),
  sms(GOOGLE_SMS, 'tr', 'G-735021 Google doğrulama kodunuzdur.', '735021'),
  // Russian
  sms(OTP_HELPER, 'ru', 'ваш код: 123456', '123456'),
  sms(
    OTP_HELPER,
    'ru',
    '10.04.2024 10:18 Parol dlya podtverzhdeniya: 123456. Perevod 800.00 RUB.',
    '123456',
  ),
  sms(
    OTP_HELPER,
    'ru',
    'Сеансовый пароль Интернет-банка e-bgpb.by: 123456. Никому не сообщайте!',
    '123456',
  ),
  sms(OTP_HELPER, 'ru', '123-456 — код для входа в Яндекс', '123456'),
  sms(OHTIPI, 'ru', 'Пароль: 1752 (никому не говорите) Доступ к информации', '1752'),
  sms(SIGNAL, 'ru', '<#>Ваш проверочный код Signal: 832-985\nabAbCDEFO1g', '832985'),
  sms(GOOGLE_SMS, 'ru', 'G-164093 – ваш код подтверждения Google.', '164093'),
  // Georgian (written in Latin letters, as banks send it)
  sms(OTP_HELPER, 'ka', '(s/n an p/n) 987789123: 123456 kods vada gasdis 5 wuTSi', '123456'),
  sms(OTP_HELPER, 'ka', 'ertjeradi kodi: 123456', '123456'),
  // Greek, Catalan, Tagalog
  sms(SIGNAL, 'el', '<#>Ο Signal κωδικός σας επιβεβαίωσης είναι: 054-247\nabAbCDEFO1g', '054247'),
  sms(SIGNAL, 'ca', '<#>El teu Signal codi de verificació és: 054247\nabAbCDEFO1g', '054247'),
  sms(
    SIGNAL,
    'tl',
    '<#>Ang iyong pamberipikasyong code sa Signal ay: 054-247\nabAbCDEFO1g',
    '054247',
  ),
];
