import { EMAIL_MAX, ROLLER_CODE_MAX } from '@shop/contract';

export interface ParsedAddress {
  /** Lowercased `local@domain`. */
  address: string;
  /** The roller the local part names (`demo` of `demo.x.y`), or null when it names none. */
  rollerCode: string | null;
}

const CODE = /^[a-z0-9]+$/;

/**
 * An envelope address on one of the shop's mail domains, or null for any other (DESIGN §5:
 * `L@D` belongs to roller R when L == R or L starts with `R.`). Case does not matter.
 */
export function parseShopAddress(raw: string, domains: readonly string[]): ParsedAddress | null {
  const address = raw.trim().replace(/^<|>$/g, '').toLowerCase();
  if (address.length > EMAIL_MAX) return null;
  const at = address.lastIndexOf('@');
  if (at <= 0) return null;
  const local = address.slice(0, at);
  const domain = address.slice(at + 1).replace(/\.$/, '');
  if (!domains.includes(domain) || local.length > 64) return null;
  const first = local.split('.')[0]!;
  const rollerCode = CODE.test(first) && first.length <= ROLLER_CODE_MAX ? first : null;
  return { address: `${local}@${domain}`, rollerCode };
}
