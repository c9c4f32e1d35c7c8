import { SHOP_NAMES } from '../../lib/shop-addresses.ts';

/**
 * Where buyers' replies to a seller's order mail go (the Reply-To of every order mail): the
 * seller's `{code}.orders@` inbox, one of the names the shop keeps for itself (decision 0042), so
 * the MX takes the reply for the seller and no account can hold the address.
 */
export const orderReplyTo = (code: string, mailDomain: string) =>
  `${code}.${SHOP_NAMES.orders}@${mailDomain}`;
