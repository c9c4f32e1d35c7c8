import type { SecurityAlertKind } from '@shop/contract/values';

/**
 * One mail of the classifier's corpus, as the shop stores it: the From header, the subject and
 * the readable text (HTML already turned into text), with the kind of account-security event
 * it reports, or null for an ordinary mail.
 */
export interface SecurityCase {
  /**
   * Where the text comes from: the template repository and file, the public help page, or the
   * published sample. "after <page>: describes ..." where the page describes the mail rather
   * than quoting it, and the text was written to that description.
   */
  source: string;
  /** BCP 47 language of the text. */
  language: string;
  /** The From header as sent; '' where the source gives none (an SMS, a template). */
  from: string;
  subject: string;
  text: string;
  kind: SecurityAlertKind | null;
}

/** A template's placeholders filled the way a delivered account would see them. */
export const FILL = {
  user: 'shopdemo',
  email: 'shopdemo@example.com',
  newEmail: 'someone.else@example.net',
  date: '2026-03-14 10:22',
  ip: '203.0.113.5',
  device: 'Chrome on Windows',
  link: 'https://accounts.example.com/r/8f2k1x9q',
  minutes: '30',
};

/** Keycloak's `{0}`, `{1}`... placeholders replaced by the values given, in order. */
export function fill(template: string, values: readonly string[]): string {
  return template.replace(/\{(\d+)\}/g, (whole, i: string) => values[Number(i)] ?? whole);
}

export function securityCase(
  source: string,
  language: string,
  from: string,
  subject: string,
  text: string,
  kind: SecurityAlertKind | null,
): SecurityCase {
  return { source, language, from, subject, text, kind };
}
