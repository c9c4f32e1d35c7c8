import type { SecurityCase } from './cases.ts';
import { FROM_OTP_CORPUS } from './from-otp-corpus.ts';
import { HELP_PAGES } from './help-pages.ts';
import { KEYCLOAK } from './keycloak.ts';
import { KEYCLOAK_EUROPE } from './keycloak-europe.ts';
import { MASTODON } from './mastodon.ts';
import { MASTODON_EAST } from './mastodon-east.ts';
import { PLATFORMS } from './platforms.ts';
import { TEMPLATES } from './templates.ts';

export type { SecurityCase } from './cases.ts';
export { OTP_CORPUS_SECURITY } from './from-otp-corpus.ts';

/** Every mail of the corpus, security notices and ordinary mail together. */
export const CORPUS: readonly SecurityCase[] = [
  ...PLATFORMS,
  ...TEMPLATES,
  ...MASTODON,
  ...MASTODON_EAST,
  ...KEYCLOAK,
  ...KEYCLOAK_EUROPE,
  ...HELP_PAGES,
  ...FROM_OTP_CORPUS,
];
