import { fail } from './app-error.ts';

/** The shop owner's part of the error catalogue (spread into `errors`, the one catalogue). */
export const ownerErrors = {
  /** A signed-in roller asking for what only the shop's owner may do. */
  ownerOnly: () => fail('OWNER_ONLY', 'Only the shop owner can do this'),
  /** Given only after the password checked out, so it tells a guesser nothing. */
  rollerDisabled: () => fail('ROLLER_DISABLED', 'This seller account is disabled'),
  /** A seller the owner names by id that does not exist. */
  sellerNotFound: () => fail('ROLLER_NOT_FOUND', 'Seller not found'),
  ownerCannotDisableSelf: () =>
    fail(
      'OWNER_CANNOT_DISABLE_SELF',
      'You are the shop owner: you cannot disable your own account',
    ),
  ownerOwnPassword: () =>
    fail(
      'OWNER_OWN_PASSWORD',
      'This is your own account: change your password under Change Password',
    ),
};
