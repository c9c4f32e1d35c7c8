import type { LoginMethod } from '@shop/contract';

/**
 * What the account's login is called, by how the account signs in (SPEC §9 login methods):
 * SPEC §2's "Account email" for an e-mail login, the game's own words for the others.
 */
const LOGIN_LABELS: Record<LoginMethod, string> = {
  Email: 'Account email',
  Username: 'Username',
  Google: 'Google account',
};

export const loginLabel = (method: LoginMethod): string => LOGIN_LABELS[method];
