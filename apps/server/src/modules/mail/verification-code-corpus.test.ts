import { findVerificationCode } from './verification-code/index.ts';
import { describe, expect, it } from 'vitest';
import {
  WITH_CODE as CORPUS_WITH_CODE,
  WITHOUT_CODE as CORPUS_WITHOUT_CODE,
  type OtpCase,
} from './otp-corpus/index.ts';
import { WITHOUT_CODE } from './verification-code-samples.ts';

describe('findVerificationCode over the corpus of real messages', () => {
  /** The hand-written samples count too: a code found in any of them is a false positive. */
  const withoutCode: OtpCase[] = [
    ...CORPUS_WITHOUT_CODE,
    ...WITHOUT_CODE.map(([name, subject, text]) => ({
      source: `verification-code-samples.ts: ${name}`,
      language: 'en',
      subject,
      text,
      code: null,
    })),
  ];

  it('is a corpus of at least 200 codes and 60 code-free messages in 12 languages, each sourced', () => {
    expect(CORPUS_WITH_CODE.length).toBeGreaterThanOrEqual(200);
    expect(CORPUS_WITHOUT_CODE.length).toBeGreaterThanOrEqual(60);
    const languages = new Set([...CORPUS_WITH_CODE, ...CORPUS_WITHOUT_CODE].map((c) => c.language));
    expect(languages.size).toBeGreaterThanOrEqual(12);
    const unsourced = [...CORPUS_WITH_CODE, ...CORPUS_WITHOUT_CODE].filter((c) => !c.source.trim());
    expect(unsourced).toEqual([]);
    expect(CORPUS_WITH_CODE.filter((c) => !c.code)).toEqual([]);
    expect(CORPUS_WITHOUT_CODE.filter((c) => c.code !== null)).toEqual([]);
  });

  it('finds at least 95% of the codes, and never a code that is not there', () => {
    const describeCase = (c: OtpCase, got: string | null) =>
      `${c.source} [${c.language}] got ${got ?? 'nothing'}, want ${c.code ?? 'nothing'}: ${JSON.stringify(
        `${c.subject} ${c.text}`.slice(0, 90),
      )}`;
    const missed: string[] = [];
    const wrong: string[] = [];
    for (const c of CORPUS_WITH_CODE) {
      const got = findVerificationCode(c.subject, c.text, c.from);
      if (got === null) missed.push(describeCase(c, got));
      else if (got !== c.code) wrong.push(describeCase(c, got));
    }
    const falsePositives: string[] = [];
    for (const c of withoutCode) {
      const got = findVerificationCode(c.subject, c.text, c.from);
      if (got !== null) falsePositives.push(describeCase(c, got));
    }
    const found = CORPUS_WITH_CODE.length - missed.length - wrong.length;
    const recall = found / CORPUS_WITH_CODE.length;
    console.log(
      `code finder: recall ${(recall * 100).toFixed(1)}% (${found}/${CORPUS_WITH_CODE.length}), ` +
        `false positives ${falsePositives.length}/${withoutCode.length}, ` +
        `wrong codes ${wrong.length}/${CORPUS_WITH_CODE.length}`,
    );
    if (missed.length > 0) console.log(`missed:\n  ${missed.join('\n  ')}`);

    expect(recall, `missed:\n${[...missed, ...wrong].join('\n')}`).toBeGreaterThanOrEqual(0.95);
    // A wrong code is worse than none: the seller pastes it and the login fails.
    expect(wrong).toEqual([]);
    expect(falsePositives).toEqual([]);
  });
});
