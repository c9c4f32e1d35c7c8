/**
 * The demo catalog shown on a fresh install: two invented games with their servers, characters
 * and weapons. Every picture is generated locally (art/) and stored by the seed (pictures.ts), so
 * nothing points off-site. The shape matches the catalog import file (`CatalogFile` in the contract).
 */
import { artRarity } from './art/index.ts';
import { pictureKey, pictureLink } from './picture-names.ts';

export interface DemoServer {
  name: string;
  value: string;
}

export interface DemoItem {
  name: string;
  value: string;
  image: string;
  /** The stars its artwork draws, so the catalogue and the picture never disagree. */
  rarity: number;
}

export interface DemoGame {
  slug: string;
  name: string;
  image: string;
  servers: DemoServer[];
  characters: DemoItem[];
  weapons: DemoItem[];
}

export interface DemoCatalog {
  games: DemoGame[];
}

/** Lowercase slug of a display name: "Wayfarer's Almanac" -> "wayfarers-almanac". */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64);
}

/** Art slug of an item: prefixed by game and kind, so no two items ever share a picture. */
export function itemArtSlug(gameSlug: string, kind: 'character' | 'weapon', value: string): string {
  return `${gameSlug}-${kind === 'character' ? 'char' : 'wpn'}-${value}`;
}

const SERVERS: DemoServer[] = [
  { name: 'Asia', value: 'asia' },
  { name: 'America', value: 'america' },
  { name: 'Europe', value: 'europe' },
  { name: 'TW, HK, MO', value: 'tw_hk_mo' },
];

function game(
  slug: string,
  name: string,
  characters: string[],
  weapons: string[],
  servers: DemoServer[] = SERVERS,
): DemoGame {
  const item = (kind: 'character' | 'weapon') => (itemName: string) => {
    const value = slugify(itemName);
    const art = itemArtSlug(slug, kind, value);
    const image = pictureLink(pictureKey(kind, art));
    return { name: itemName, value, image, rarity: artRarity(kind, art) };
  };
  return {
    slug,
    name,
    image: pictureLink(pictureKey('game', slug)),
    servers: servers.map((s) => ({ ...s })),
    characters: characters.map(item('character')),
    weapons: weapons.map(item('weapon')),
  };
}

/** A fantasy open world of floating isles and fallen stars. */
const starfallReverie = game(
  'starfall-reverie',
  'Starfall Reverie',
  [
    'Aurelia',
    'Kaelen Duskborne',
    'Lady Seraphine of the Ashen Veil',
    'Yun Jiao',
    'Thorne',
    'Mirael',
    'Vesper',
    'Liora Sunweaver',
    'Tamsin',
    'Rhodri Emberforge',
    'Ishara',
    'Corvin Blackquill',
    'Zephyrine',
    'Hana Tsukiko',
    'Bramblewick',
    'Sable',
    'Oriel the Tidecaller',
    'Fenna Frostmere',
    'Castor',
    'Nimue Starling',
  ],
  [
    'Dawnlight Blade',
    'Tidebreaker Greatsword',
    'Whisperwind Glaive',
    'Skyreach Longbow',
    'Verdant Codex',
    'Emberheart Claymore',
    'Moonsilver Rapier',
    'Stormcaller Lance',
    'Gloamwood Recurve',
    'Astral Orb',
    'Frostfang Katana',
    'Sunforged Halberd',
    "Wayfarer's Almanac",
    'Thornvine Shortbow',
  ],
);

/** A star-faring train crossing the rim worlds. */
const meridianExpress = game(
  'meridian-express',
  'Meridian Express',
  [
    'Conductor Vale',
    'Nova Kestrel',
    'Echo-7',
    'Juno Ardent',
    'Riven Ashcroft',
    'Dr. Ilse Marrow',
    'Sable Quill',
    'Orin Hexley',
    'Lumen',
    'Kaito Voss',
    'Mira Solenne',
    'Tessaract',
    'Captain Marisol Ironheart',
    'Pax',
    'Wren Halloway',
    'Zhou Lianyi',
    'Ferro',
    'Seren Nightglass',
    'Atlas-9',
    'Vex & Vesta',
  ],
  [
    'Ion Saber',
    'Photon Longbow',
    'Arc Lance',
    'Quasar Orb',
    'Gravity Cleaver',
    'Null Edge',
    'Railspike Pike',
    'Prism Codex',
    'Starline Recurve',
    'Meridian Warblade',
    'Pulse Lantern',
    'Comet Trident',
    'Duskrail Cutter',
  ],
);

export const demoCatalog: DemoCatalog = { games: [starfallReverie, meridianExpress] };

/**
 * Label to draw for a demo picture, or undefined when the demo catalog has no such picture.
 * `slug` is the art slug its key names.
 */
export function demoArtLabel(
  kind: 'game' | 'character' | 'weapon',
  slug: string,
): string | undefined {
  for (const g of demoCatalog.games) {
    if (kind === 'game') {
      if (g.slug === slug) return g.name;
      continue;
    }
    const items = kind === 'character' ? g.characters : g.weapons;
    const found = items.find((i) => itemArtSlug(g.slug, kind, i.value) === slug);
    if (found) return found.name;
  }
  return undefined;
}

/** The key of every picture the demo catalogue links: each game's banner and item tiles. */
export function catalogPictureKeys(): string[] {
  return demoCatalog.games.flatMap((g) => [
    pictureKey('game', g.slug),
    ...g.characters.map((c) => pictureKey('character', itemArtSlug(g.slug, 'character', c.value))),
    ...g.weapons.map((w) => pictureKey('weapon', itemArtSlug(g.slug, 'weapon', w.value))),
  ]);
}
