import type { AccountInsert } from './repo.ts';

/** A seller's plain account for listing tests: one server, no items, a username login. */
export const listingAccount = (
  gameId: number,
  rollerId: number,
  code: string,
  over: Partial<AccountInsert> = {},
): AccountInsert => ({
  game_id: gameId,
  roller_id: rollerId,
  server_value: 'asia',
  banner_guarantee: false,
  code,
  description: `Account ${code}`,
  price: 40,
  images: [],
  login_method: 'Username',
  login_email: `login-${code}`,
  password_enc: 'x',
  recovery_email_enc: null,
  gender: 'F',
  characters: [],
  weapons: [],
  ...over,
});
