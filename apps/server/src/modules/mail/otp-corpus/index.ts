import type { OtpCase } from './cases.ts';
import { WITH_CODE_EAST_ASIA } from './with-code-east-asia.ts';
import { WITH_CODE_ENGLISH } from './with-code-english.ts';
import { WITH_CODE_EUROPE } from './with-code-europe.ts';
import { WITH_CODE_PLATFORMS } from './with-code-platforms.ts';
import { WITH_CODE_SOUTH_WEST_ASIA } from './with-code-south-west-asia.ts';
import { WITHOUT_CODE_ALERTS } from './without-code-alerts.ts';
import { WITHOUT_CODE_FIXTURES } from './without-code-fixtures.ts';
import { WITHOUT_CODE_MAILS } from './without-code-mails.ts';
import { WITHOUT_CODE_WORLD } from './without-code-world.ts';

export type { OtpCase } from './cases.ts';

/** Messages that carry a one-time code, each with the code a reader types. */
export const WITH_CODE: readonly OtpCase[] = [
  ...WITH_CODE_ENGLISH,
  ...WITH_CODE_EUROPE,
  ...WITH_CODE_EAST_ASIA,
  ...WITH_CODE_SOUTH_WEST_ASIA,
  ...WITH_CODE_PLATFORMS,
];

/** Messages with numbers and no code: any answer for them is a false positive. */
export const WITHOUT_CODE: readonly OtpCase[] = [
  ...WITHOUT_CODE_FIXTURES,
  ...WITHOUT_CODE_MAILS,
  ...WITHOUT_CODE_WORLD,
  ...WITHOUT_CODE_ALERTS,
];
