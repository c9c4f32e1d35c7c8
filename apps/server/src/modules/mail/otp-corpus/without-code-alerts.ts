import { sms, type OtpCase } from './cases.ts';

const SMART_EXPENSES = 'SmartExpenses (vemuladheeraj/SmartExpenses), test_enhanced_parsing.md';
const INDIAN_BANK_SMS = 'GitHub code search: SMS parser test "real Indian bank message formats"';
const ICICI_SAMPLES = 'GitHub code search: SMS parser test cases, ICICI Bank samples';
const LATAM_SMS = 'GitHub code search: TransactionParser tests, Bancolombia and Nequi messages';
const EXPIRED_NOTICE =
  'Code-expired / never-share notices of banks and account services; composed after them';

/**
 * Bank alerts, and notices that talk about a code without giving one ("your OTP has expired",
 * "never share your password"): the code word is there, a number is there, no code is.
 */
export const WITHOUT_CODE_ALERTS: OtpCase[] = [
  sms(SMART_EXPENSES, 'en', 'Rs.50000 credited to your account via NEFT. Ref: NEFT123456', null),
  sms(SMART_EXPENSES, 'en', 'Rs.1500 debited for UPI payment to Amazon. UPI Ref: 987654321', null),
  sms(SMART_EXPENSES, 'en', 'Your account balance is ₹50,000 as of 15/08/2024', null),
  sms(
    SMART_EXPENSES,
    'en',
    'Get ₹500 cashback on your next transaction above ₹1000. Limited time offer!',
    null,
  ),
  sms(
    SMART_EXPENSES,
    'en',
    'Earn ₹1000 rewards on spending ₹5000. Valid till 31/12/2024. T&C apply.',
    null,
  ),
  sms(
    INDIAN_BANK_SMS,
    'en',
    'Rs.5000.00 credited to a/c XX1234 on 17-02-26 by UPI ref 423567890. Avl bal: Rs.47200.00',
    null,
  ),
  sms(
    ICICI_SAMPLES,
    'en',
    'Your ICICI Bank Credit Card XX1234 has been debited with INR 5,432.00 on 31-Jan-26 at AMAZON. Avbl bal: INR 89,568.00',
    null,
  ),
  sms(
    LATAM_SMS,
    'es',
    'Bancolombia le informa compra por $50.000 en EXITO 15/03/2024 14:30. T.*1234. Saldo: $500.000',
    null,
  ),
  sms(LATAM_SMS, 'es', 'Nequi: Pagaste $25.000 en RAPPI. Saldo: $75.000', null),
  sms(
    EXPIRED_NOTICE,
    'en',
    'Your OTP has expired. Request a new one. Call 1800 1234 for help.',
    null,
  ),
  sms(
    EXPIRED_NOTICE,
    'en',
    'Do not share your OTP with anyone. HDFC Bank never asks for it. Card XX4821 used for Rs 2,150.00 at SWIGGY on 31-Jan-2026.',
    null,
  ),
  sms(
    EXPIRED_NOTICE,
    'en',
    'Your verification code expired at 10:22. Please request a new code. Ref 48213.',
    null,
  ),
  sms(
    EXPIRED_NOTICE,
    'en',
    'We will never ask for your password or verification code. Support: +49 30 1234 5678',
    null,
  ),
  sms(EXPIRED_NOTICE, 'de', 'Ihr Passwort läuft am 30.04.2026 ab. Kundennummer 40219.', null),
  sms(EXPIRED_NOTICE, 'fr', "Votre code d'accès expirera le 30/04/2026. Client n° 40219.", null),
  sms(EXPIRED_NOTICE, 'es', 'Tu contraseña caduca el 30/04/2026. Cliente 40219.', null),
  sms(EXPIRED_NOTICE, 'zh', '您的验证码已过期，请重新获取。客服电话95588', null),
  sms(EXPIRED_NOTICE, 'ko', '인증번호가 만료되었습니다. 고객센터 1588-1234', null),
  sms(EXPIRED_NOTICE, 'ja', 'パスワードの有効期限は2026年4月30日です。お客様番号 40219', null),
];
