/**
 * About fifty listing URLs a storefront sends: no filter, servers, characters with copies
 * (a value repeated n times asks for copies >= n-1), character + weapon + gender + price,
 * price sorts and later pages.
 */
import type { DemoGame } from '../../apps/server/src/modules/demo/catalog-data.ts';

const repeat = (value: string, copies: number) => Array<string>(copies + 1).fill(value);

export function listingPaths(gameId: number, game: DemoGame): string[] {
  const chars = game.characters.map((c) => c.value);
  const weapons = game.weapons.map((w) => w.value);
  const servers = game.servers.map((s) => s.value);
  const c = (i: number) => chars[i % chars.length]!;
  const w = (i: number) => weapons[i % weapons.length]!;
  const s = (i: number) => servers[i % servers.length]!;
  const qs: string[] = [];

  // No filter (the landing page) and one or two servers.
  qs.push('', 'sort=newest', 'limit=24');
  for (let i = 0; i < servers.length; i++) qs.push(`servers=${s(i)}`);
  qs.push(`servers=${s(0)},${s(1)}`, `servers=${s(2)},${s(3)}`);
  // Two characters, one at C1 and one at C2.
  for (let i = 0; i < 12; i++)
    qs.push(`characters=${[...repeat(c(i), 1), ...repeat(c(i + 5), 2)].join(',')}`);
  // Character + weapon + gender + max price.
  for (let i = 0; i < 12; i++) {
    const gender = i % 2 === 0 ? 'F' : 'M';
    qs.push(
      `characters=${repeat(c(i * 3), i % 3).join(',')}&weapons=${w(i)}&gender=${gender}&max_price=${100 + 25 * (i % 8)}`,
    );
  }
  // Price sorts, with and without filters.
  qs.push(
    'sort=price_asc',
    'sort=price_desc',
    `sort=price_asc&servers=${s(1)}`,
    `sort=price_desc&gender=F`,
  );
  qs.push(
    `sort=price_asc&characters=${c(2)}`,
    `sort=price_desc&characters=${repeat(c(7), 1).join(',')}&servers=${s(3)}`,
  );
  // Later pages.
  for (let page = 2; page <= 5; page++) qs.push(`page=${page}`);
  for (let page = 2; page <= 5; page++)
    qs.push(`page=${page}&servers=${s(page)}&characters=${c(page + 9)}`);
  // Three items with server and gender.
  qs.push(`characters=${c(1)},${c(4)}&weapons=${w(3)}&servers=${s(0)}&gender=M`);
  qs.push(`characters=${[...repeat(c(10), 1), c(11)].join(',')}&weapons=${w(6)}&servers=${s(2)}`);
  qs.push(`characters=${repeat(c(15), 2).join(',')}&sort=price_desc&page=2`);

  return qs.map((q) => `/api/games/${gameId}/accounts${q ? `?${q}` : ''}`);
}

/**
 * The common paths mixed with a long tail of rarely repeated filters (one request in ten), so the
 * figure does not only measure the listing cache: each tail URL is asked about once per run.
 */
export function mixedPaths(gameId: number, game: DemoGame, tail = 1000): string[] {
  const common = listingPaths(gameId, game);
  const chars = game.characters.map((c) => c.value);
  const servers = game.servers.map((s) => s.value);
  const paths: string[] = [];
  for (let i = 0; i < tail; i++) {
    const a = chars[i % chars.length]!;
    const b = chars[(i * 7 + 3) % chars.length]!;
    const copies = Array<string>((i % 3) + 1).fill(a);
    const q = `characters=${[...copies, b].join(',')}&servers=${servers[i % servers.length]}&max_price=${50 + (i % 300)}`;
    paths.push(`/api/games/${gameId}/accounts?${q}`);
    for (let k = 0; k < 9; k++) paths.push(common[(i * 9 + k) % common.length]!);
  }
  return paths;
}
