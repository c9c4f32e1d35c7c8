import fc from 'fast-check';
import { arbitraryFor, headerText, sometimes, type JsonSchema } from './arbitraries.ts';
import { exampleOf } from './examples.ts';

/**
 * Stands for the account on sale when a case is sent: an accepted purchase reserves it, so the
 * test lists another after each one and the next valid case buys that.
 */
export const ON_SALE = '{account-on-sale}';

export interface PurchaseCase {
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

/**
 * Purchases near and far from valid: each field of the schema's valid example is kept most of
 * the time, else fuzzed by its own schema or left out; the account is the one on sale or one
 * that is not (`notForSale`), now and then an unknown property rides along, and the
 * Idempotency-Key is absent, fresh or malformed. Enough cases are wholly valid that orders are
 * placed in every run, and the rest are refused for one broken field or several.
 */
export function purchaseCases(
  schema: JsonSchema,
  buyer: { name: string; email: string },
  notForSale: number[],
): fc.Arbitrary<PurchaseCase> {
  const valid = exampleOf(schema, {
    account_id: [ON_SALE],
    name: [buyer.name],
    email: [buyer.email],
  }) as Record<string, unknown>;
  const field = (name: string, s: JsonSchema) =>
    fc.oneof(
      { weight: 8, arbitrary: fc.constant(valid[name]) },
      { weight: 1, arbitrary: arbitraryFor(s) },
      { weight: 1, arbitrary: fc.constant(undefined) },
      ...(name === 'account_id' ? [{ weight: 1, arbitrary: fc.constantFrom(...notForSale) }] : []),
    );
  const fields = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, s]) => [name, field(name, s)]),
  );
  return fc
    .record({
      fields: fc.record(fields),
      unknown: sometimes(fc.constantFrom('status', 'price', '__proto__'), 12),
      key: sometimes(
        fc.oneof(
          { weight: 3, arbitrary: fc.uuid() },
          { weight: 1, arbitrary: fc.constantFrom('short', 'k'.repeat(65)) },
          { weight: 1, arbitrary: headerText(70) },
        ),
      ),
    })
    .map(({ fields, unknown, key }): PurchaseCase => ({
      body: { ...fields, ...(unknown ? { [unknown]: 1 } : {}) },
      headers: key === undefined ? {} : { 'idempotency-key': key as string },
    }));
}
