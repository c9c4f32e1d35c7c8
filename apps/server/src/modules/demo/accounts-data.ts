/**
 * Demo accounts for a fresh install: plausible listings generated deterministically from a seed
 * (same game, count and seed give the same accounts), spread over every server and both genders.
 */
import { hashString } from './art/index.ts';
import { showcaseName } from './art/account-showcase.ts';
import { pictureKey, pictureLink } from './picture-names.ts';
import { Rng } from './rng.ts';
import type { Gender, LoginMethod } from '@shop/contract';
import type { demoCatalog } from './catalog-data.ts';

export interface DemoAccountDraft {
  server: string;
  gender: Gender;
  code: string;
  description: string;
  price: number;
  bannerGuarantee: boolean;
  loginMethod: LoginMethod;
  loginName: string;
  password: string;
  characters: { character: string; copies: number }[];
  weapons: { weapon: string; copies: number }[];
  /** The key of its cover picture (picture-names.ts), which `images` links first. */
  cover: string;
  images: string[];
}

type DemoGame = (typeof demoCatalog)['games'][number];
type Item = DemoGame['characters'][number];

export const MIN_PRICE = 5;
export const MAX_PRICE = 400;

/** Account code prefix of a game: initials of its slug parts ("starfall-reverie" -> "SR"). */
export function demoCodePrefix(gameSlug: string): string {
  const parts = gameSlug.split(/[-_]+/).filter((p) => p.length > 0);
  const prefix =
    parts.length > 1
      ? parts
          .slice(0, 3)
          .map((p) => p[0] ?? '')
          .join('')
      : gameSlug.slice(0, 2);
  return prefix.toUpperCase() || 'AC';
}

/**
 * Listing profiles: how many characters and weapons an account has and how copies fall
 * (weights for 0, 1, 2, ... copies). Copies are skewed low everywhere: most pulls land one copy.
 */
interface Profile {
  weight: number;
  characters: readonly [number, number];
  weapons: readonly [number, number];
  maxFiveStars: number;
  fourStarCopies: readonly number[];
  fiveStarCopies: readonly number[];
  weaponCopies: readonly number[];
}

const PROFILES = {
  starter: {
    weight: 30,
    characters: [3, 4],
    weapons: [1, 2],
    maxFiveStars: 1,
    fourStarCopies: [50, 25, 12, 6, 4, 2, 1],
    fiveStarCopies: [82, 14, 4, 0, 0, 0, 0],
    weaponCopies: [70, 20, 7, 3, 0, 0],
  },
  mid: {
    weight: 48,
    characters: [4, 6],
    weapons: [1, 3],
    maxFiveStars: 3,
    fourStarCopies: [36, 24, 16, 10, 6, 5, 3],
    fiveStarCopies: [60, 22, 9, 4, 3, 1, 1],
    weaponCopies: [55, 22, 11, 6, 4, 2],
  },
  endgame: {
    weight: 22,
    characters: [6, 8],
    weapons: [2, 4],
    maxFiveStars: 8,
    fourStarCopies: [22, 20, 17, 14, 11, 9, 7],
    fiveStarCopies: [34, 22, 15, 10, 8, 5, 6],
    weaponCopies: [34, 24, 16, 12, 8, 6],
  },
} as const satisfies Record<string, Profile>;
const PROFILE_LIST: readonly Profile[] = [PROFILES.starter, PROFILES.mid, PROFILES.endgame];

const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

function password(rng: Rng): string {
  for (;;) {
    let out = '';
    for (let i = 0; i < 12; i++) out += rng.pick(Array.from(PASSWORD_ALPHABET));
    if (/[A-Z]/.test(out) && /[a-z]/.test(out) && /[0-9]/.test(out)) return out;
  }
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

interface Picked {
  item: Item;
  copies: number;
  rarity: number;
}

type Tier = 'starter' | 'mid' | 'endgame';

function describe(
  rng: Rng,
  ctx: {
    tier: Tier;
    level: number;
    pulls: number;
    chars: Picked[];
    weapons: Picked[];
    serverName: string;
    bannerGuarantee: boolean;
  },
): string {
  const { tier, level, pulls, chars, weapons, serverName } = ctx;
  const fiveStars = chars.filter((c) => c.rarity === 5).length;
  const [top, second, third] = chars;
  const weapon = weapons[0];
  const copies = chars.reduce((a, c) => a + c.copies, 0);
  const fives = fiveStars > 0 ? plural(fiveStars, 'five-star') : 'four-star team';
  const main = top ? `${top.item.name} C${top.copies}` : 'Main DPS';
  const duo = [top, second].filter((c) => c !== undefined).map((c) => c.item.name);
  const trio = [top, second, third].filter((c) => c !== undefined).map((c) => c.item.name);
  const signature =
    weapon && weapon.rarity === 5 ? ` + ${weapon.item.name} R${weapon.copies + 1}` : '';

  const templates: Record<Tier, (() => string)[]> = {
    starter: [
      () =>
        `Starter account · ${duo.join(' and ')} · ${pulls} pulls saved · first login, never shared`,
      () => `Budget pick · Lv ${level} · ${fives} · ${pulls} pulls to spend`,
      () =>
        `Lv ${level} ${serverName} account · ${plural(chars.length, 'character')}, ` +
        `${plural(weapons.length, 'weapon')} · ${pulls} pulls`,
      () =>
        `Fresh reroll with ${main} · ${pulls} pulls saved · story up to chapter ${rng.int(2, 4)}`,
    ],
    mid: [
      () => `Lv ${level} · ${fives} · ${pulls} pulls saved`,
      () => `${main}${signature} · Lv ${level} · ${serverName} server`,
      () =>
        `${fiveStars > 0 ? plural(fiveStars, 'five-star') : 'Four-star team'}, ` +
        `${copies} extra ${copies === 1 ? 'copy' : 'copies'} in total · ${pulls} pulls banked for the next banner`,
      () =>
        `Main DPS ${main}${weapon ? ` with ${weapon.item.name} R${weapon.copies + 1}` : ''} · ` +
        `exploration ${rng.int(55, 90)}% · daily quests done, ready to push the tower`,
    ],
    endgame: [
      () =>
        `Endgame-ready Lv ${level} · ${trio.join(', ')} fully built · tower floor 12 cleared · ` +
        `${pulls} pulls saved · email changeable, fast delivery`,
      () =>
        `Whale account · ${main}${signature} · ${fives}, ${copies} extra copies · ` +
        `exploration ${rng.int(88, 100)}% · every event since launch completed`,
      () => `${main}${signature} · Lv ${level} · ${fives} · ${pulls} pulls saved`,
      () =>
        `Lv ${level} · ${fives} with ${copies} copies · all regions explored, every chest opened · ` +
        `${pulls} pulls for the next banner`,
    ],
  };
  let text = rng.pick(templates[tier])();
  if (ctx.bannerGuarantee && rng.chance(0.6)) text += ' · next banner guaranteed';
  return text;
}

/**
 * `count` demo accounts for `game`, deterministic in (game, count, seed). Codes are the game
 * prefix plus a zero-padded index (`SR-0001`); the first image is the cover.
 */
export function demoAccounts(game: DemoGame, count: number, seed = 1): DemoAccountDraft[] {
  const rng = new Rng((hashString(game.slug) ^ Math.imul(seed | 0, 0x9e3779b1)) >>> 0);
  const prefix = demoCodePrefix(game.slug);
  const servers = game.servers;
  if (servers.length === 0 || game.characters.length === 0 || game.weapons.length === 0) return [];

  const usernames = ['traveler', 'wanderer', 'starlit', 'nightowl', 'aether', 'lumen', 'drifter'];
  const accounts: DemoAccountDraft[] = [];
  for (let i = 0; i < count; i++) {
    // The first accounts walk every server and both genders, the rest are random.
    const server = i < servers.length ? servers[i] : rng.pick(servers);
    if (!server) continue;
    const gender: Gender = i === 0 ? 'F' : i === 1 ? 'M' : rng.chance(0.55) ? 'F' : 'M';

    const profile = PROFILE_LIST[rng.weighted(PROFILE_LIST.map((p) => p.weight))] ?? PROFILES.mid;
    const charCount = Math.min(
      game.characters.length,
      rng.int(profile.characters[0], profile.characters[1]),
    );
    const chars: Picked[] = [];
    let fiveStars = 0;
    for (const item of rng.sample(game.characters, game.characters.length)) {
      if (chars.length >= charCount) break;
      const { rarity } = item;
      if (rarity === 5 && fiveStars >= profile.maxFiveStars) continue;
      if (rarity === 5) fiveStars++;
      const copies = rng.weighted(rarity === 5 ? profile.fiveStarCopies : profile.fourStarCopies);
      chars.push({ item, copies, rarity });
    }
    // A game of only five-stars still gets its minimum of characters.
    for (const item of game.characters) {
      if (chars.length >= charCount) break;
      if (chars.some((c) => c.item.value === item.value)) continue;
      chars.push({ item, copies: 0, rarity: item.rarity });
    }
    const weaponCount = Math.min(
      game.weapons.length,
      rng.int(profile.weapons[0], profile.weapons[1]),
    );
    const weapons: Picked[] = rng.sample(game.weapons, weaponCount).map((item) => ({
      item,
      copies: rng.weighted(profile.weaponCopies),
      rarity: item.rarity,
    }));
    const byValue = (a: Picked, b: Picked) => b.rarity - a.rarity || b.copies - a.copies;
    chars.sort(byValue);
    weapons.sort(byValue);

    const bannerGuarantee = rng.chance(0.3);

    // Price follows what a buyer pays for: five-stars and their copies first.
    let score = 0;
    for (const c of chars) score += c.rarity === 5 ? 16 + 12 * c.copies : 3 + 2 * c.copies;
    for (const w of weapons) {
      score += w.rarity === 5 ? 10 + 9 * w.copies : w.rarity === 4 ? 2 + 1.5 * w.copies : 0.5;
    }
    if (bannerGuarantee) score += 8;
    let price = Math.round((4 + 0.55 * Math.pow(score, 1.2)) * rng.float(0.85, 1.15));
    if (price > 20) price = Math.round(price / 5) * 5 - (rng.chance(0.3) ? 1 : 0);
    price = Math.max(MIN_PRICE, Math.min(MAX_PRICE, price));

    const tier: Tier = price < 50 ? 'starter' : price < 150 ? 'mid' : 'endgame';
    const level = Math.min(60, 30 + Math.round(score / 8) + rng.int(0, 12));
    const pulls = rng.int(1, 36) * 5;
    const description = describe(rng, {
      tier,
      level,
      pulls,
      chars,
      weapons,
      serverName: server.name,
      bannerGuarantee,
    });

    // Its own cover: the characters it leads with, so no two listed accounts look alike.
    const cover = pictureKey(
      'showcase',
      showcaseName(
        game.slug,
        chars.map((c) => ({ value: c.item.value, copies: c.copies })),
      ),
    );
    const index = String(i + 1).padStart(4, '0');
    const handle = `${prefix.toLowerCase()}${index}`;
    const methodRoll = rng.float();
    const loginMethod: DemoAccountDraft['loginMethod'] =
      methodRoll < 0.75 ? 'Email' : methodRoll < 0.9 ? 'Username' : 'Google';
    const loginName =
      loginMethod === 'Email'
        ? handle
        : loginMethod === 'Username'
          ? `${rng.pick(usernames)}.${handle}`
          : // A Google login is the whole address the buyer signs in with; a reserved domain,
            // so no demo login is anyone's real address.
            `${rng.pick(usernames)}.${handle}@example.com`;

    accounts.push({
      server: server.value,
      gender,
      code: `${prefix}-${index}`,
      description,
      price,
      bannerGuarantee,
      loginMethod,
      loginName,
      password: password(rng),
      characters: chars.map((c) => ({ character: c.item.value, copies: c.copies })),
      weapons: weapons.map((w) => ({ weapon: w.item.value, copies: w.copies })),
      cover,
      images: [pictureLink(cover)],
    });
  }
  return accounts;
}
