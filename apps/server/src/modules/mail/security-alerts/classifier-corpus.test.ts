import { describe, expect, it } from 'vitest';
import { CORPUS, OTP_CORPUS_SECURITY, type SecurityCase } from './corpus/index.ts';
import { FROM_OTP_CORPUS } from './corpus/from-otp-corpus.ts';
import { classifySecurityMail } from './index.ts';

const security = CORPUS.filter((c) => c.kind !== null);
const ordinary = CORPUS.filter((c) => c.kind === null);

const describeCase = (c: SecurityCase, got: string | null) =>
  `${c.source} [${c.language}] got ${got ?? 'nothing'}, want ${c.kind ?? 'nothing'}: ${JSON.stringify(
    `${c.subject} | ${c.text}`.slice(0, 110),
  )}`;

describe('classifySecurityMail over the corpus of real security notices and ordinary mail', () => {
  it('is a corpus of at least 80 security mails and 80 ordinary ones in 8 languages, each sourced', () => {
    expect(security.length).toBeGreaterThanOrEqual(80);
    expect(ordinary.length).toBeGreaterThanOrEqual(80);
    expect(new Set(security.map((c) => c.language)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(CORPUS.map((c) => c.language)).size).toBeGreaterThanOrEqual(8);
    expect(CORPUS.filter((c) => !c.source.trim() || !c.language.trim())).toEqual([]);
    // Every kind is measured, each by more than one mail.
    const perKind = new Map<string, number>();
    for (const c of security) perKind.set(c.kind!, (perKind.get(c.kind!) ?? 0) + 1);
    expect([...perKind.keys()].sort()).toEqual([
      'email_changed',
      'new_device_login',
      'password_changed',
      'password_reset',
      'phone_changed',
      'recovery',
      'two_factor_off',
    ]);
    expect([...perKind.values()].every((n) => n >= 2)).toBe(true);
  });

  it('labels each security message of the code finder corpus by a fragment naming exactly one message', () => {
    for (const [fragment] of OTP_CORPUS_SECURITY) {
      expect(FROM_OTP_CORPUS.filter((c) => c.text.includes(fragment)).length, fragment).toBe(1);
    }
  });

  it('finds at least 90% of the security mails with the right kind, at least 95% precision', () => {
    const missed: string[] = [];
    const wrongKind: string[] = [];
    for (const c of security) {
      const got = classifySecurityMail(c);
      if (got === null) missed.push(describeCase(c, got));
      else if (got !== c.kind) wrongKind.push(describeCase(c, got));
    }
    const falseAlarms: string[] = [];
    for (const c of ordinary) {
      const got = classifySecurityMail(c);
      if (got !== null) falseAlarms.push(describeCase(c, got));
    }
    // A wrong kind is a miss: the banner would tell the buyer the wrong thing.
    const found = security.length - missed.length - wrongKind.length;
    const flagged = found + wrongKind.length + falseAlarms.length;
    const recall = found / security.length;
    const precision = flagged === 0 ? 0 : found / flagged;
    const pct = (x: number) => (x * 100).toFixed(1);
    console.log(
      `security classifier: recall ${pct(recall)}% (${found}/${security.length}), ` +
        `precision ${pct(precision)}% (${found}/${flagged})`,
    );
    if (missed.length > 0) console.log(`missed:\n  ${missed.join('\n  ')}`);
    if (wrongKind.length > 0) console.log(`wrong kind:\n  ${wrongKind.join('\n  ')}`);
    if (falseAlarms.length > 0) console.log(`false alarms:\n  ${falseAlarms.join('\n  ')}`);

    expect(recall, [...missed, ...wrongKind].join('\n')).toBeGreaterThanOrEqual(0.9);
    expect(precision, falseAlarms.join('\n')).toBeGreaterThanOrEqual(0.95);
  });
});
