import { Type } from 'typebox';
import { ImageUrl, SingleLine } from './fields.ts';
import { ITEM_VALUE_MAX, RARITY_MAX, RARITY_MIN } from './values.ts';

const Value = SingleLine({
  minLength: 1,
  maxLength: ITEM_VALUE_MAX,
  pattern: '^[a-z0-9][a-z0-9_-]*$',
});
const Name = SingleLine({ minLength: 1, maxLength: 120 });

export const GameServer = Type.Object(
  { name: Name, value: Value },
  { additionalProperties: false },
);
/**
 * `rarity` (stars) is the catalogue's, given once per item on import; an account's facts (its
 * five-star characters) are derived from it, never typed by the seller. Optional: a catalogue
 * without rarities still imports, and its accounts simply show no star count.
 */
const Rarity = Type.Integer({ minimum: RARITY_MIN, maximum: RARITY_MAX });
export const GameItem = Type.Object(
  { name: Name, value: Value, image: ImageUrl, rarity: Type.Optional(Rarity) },
  { additionalProperties: false },
);
export type GameServer = Type.Static<typeof GameServer>;
export type GameItem = Type.Static<typeof GameItem>;

/** A game as the catalog import file describes it; `slug` is the stable key re-imports update by. */
export const CatalogGame = Type.Object(
  {
    slug: Value,
    name: Name,
    image: ImageUrl,
    servers: Type.Array(GameServer, { minItems: 1, maxItems: 50 }),
    characters: Type.Array(GameItem, { maxItems: 500 }),
    weapons: Type.Array(GameItem, { maxItems: 500 }),
  },
  { additionalProperties: false },
);
export type CatalogGame = Type.Static<typeof CatalogGame>;

export const CatalogFile = Type.Object(
  { games: Type.Array(CatalogGame, { minItems: 1, maxItems: 200 }) },
  { additionalProperties: false },
);
export type CatalogFile = Type.Static<typeof CatalogFile>;

const ListedItem = Type.Object({
  name: Type.String(),
  value: Type.String(),
  image: Type.String(),
  rarity: Type.Optional(Type.Integer()),
});

export const Game = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  image: Type.String(),
  servers: Type.Array(Type.Object({ name: Type.String(), value: Type.String() })),
  characters: Type.Array(ListedItem),
  weapons: Type.Array(ListedItem),
});
export type Game = Type.Static<typeof Game>;

/**
 * A game on the home page's grid: the catalogue entry and how many of its accounts are for sale
 * now (available, as the public listing shows them).
 */
export const GameWithStock = Type.Object({ ...Game.properties, for_sale: Type.Integer() });
export type GameWithStock = Type.Static<typeof GameWithStock>;
