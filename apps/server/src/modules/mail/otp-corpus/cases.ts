/**
 * One message of the code finder's corpus: an SMS or a mail as a service sends it, with the
 * code a reader would type (or null for a mail that carries none).
 */
export interface OtpCase {
  /** Where the text comes from: the public test fixture, dataset, help page or template. */
  source: string;
  /** BCP 47 language of the text. */
  language: string;
  /** The From header as sent, for mails whose sender the finder has a rule for. */
  from?: string;
  subject: string;
  text: string;
  code: string | null;
}

/** An SMS: no subject, no From header (a forwarded SMS arrives as the text of a mail). */
export function sms(source: string, language: string, text: string, code: string | null): OtpCase {
  return { source, language, subject: '', text, code };
}

// Open-source OTP readers whose test fixtures hold real messages (codes as their fixtures give them).
export const PILLAR_BOX = 'pillar-box (0xdeafcafe/pillar-box), codeextractor_test.go';
export const OHTIPI = 'ohtipi (YacTeam/ohtipi), parse-otp-message/test/index.js';
export const TWOFHEY_TESTS = '2FHey (SoFriendly/2fhey), TwoFHeyTests.swift';
export const TWOFHEY_SAMPLES = '2FHey (SoFriendly/2fhey), AppDelegate.swift debug test messages';
export const OTP_HELPER = 'OTP Helper (jd1378/otphelper), test/resources/code_detection_tests.yaml';
export const AUTO_AUTH_FILLER =
  'Auto Auth Filler (AlekPnv/auto-auth-filler), test/extension.test.js';
export const SIGNAL = 'Signal Android, VerificationCodeParserTest.java';
export const TELENOR = 'Telenor Connect Android SDK, SmsPinParseUtilTest.java';
export const AUTO_OTP = 'AutoOTP (beigirad/AutoOTP), OtpFinderTest.kt';
export const UCI_SMS = 'UCI SMS Spam Collection (Almeida & Hidalgo), SMSSpamCollection';
