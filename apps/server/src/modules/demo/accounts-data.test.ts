import { describe, it, expect } from 'vitest';
import { demoAccounts, demoCodePrefix, MAX_PRICE, MIN_PRICE } from './accounts-data.ts';
import { showcaseName } from './art/account-showcase.ts';
import { demoCatalog } from './catalog-data.ts';
import { pictureKey, pictureLink } from './picture-names.ts';

const COUNT = 40;

describe('demoAccounts', () => {
  for (const game of demoCatalog.games) {
    describe(game.name, () => {
      const accounts = demoAccounts(game, COUNT);

      it('returns the requested number of accounts, deterministically', () => {
        expect(accounts).toHaveLength(COUNT);
        expect(demoAccounts(game, COUNT)).toEqual(accounts);
        expect(demoAccounts(game, COUNT, 2)).not.toEqual(accounts);
        expect(demoAccounts(game, 0)).toEqual([]);
      });

      it('gives unique, prefixed, zero-padded codes', () => {
        const prefix = demoCodePrefix(game.slug);
        const codes = accounts.map((a) => a.code);
        expect(new Set(codes).size).toBe(codes.length);
        codes.forEach((code, i) =>
          expect(code).toBe(`${prefix}-${String(i + 1).padStart(4, '0')}`),
        );
      });

      it('only uses servers, characters and weapons of the game', () => {
        const servers = new Set(game.servers.map((s) => s.value));
        const characters = new Set(game.characters.map((c) => c.value));
        const weapons = new Set(game.weapons.map((w) => w.value));
        for (const a of accounts) {
          expect(servers.has(a.server)).toBe(true);
          for (const c of a.characters) expect(characters.has(c.character)).toBe(true);
          for (const w of a.weapons) expect(weapons.has(w.weapon)).toBe(true);
        }
      });

      it('keeps counts and copies within bounds', () => {
        for (const a of accounts) {
          expect(a.characters.length).toBeGreaterThanOrEqual(3);
          expect(a.characters.length).toBeLessThanOrEqual(8);
          expect(new Set(a.characters.map((c) => c.character)).size).toBe(a.characters.length);
          expect(a.weapons.length).toBeGreaterThanOrEqual(1);
          expect(a.weapons.length).toBeLessThanOrEqual(4);
          expect(new Set(a.weapons.map((w) => w.weapon)).size).toBe(a.weapons.length);
          for (const c of a.characters) {
            expect(Number.isInteger(c.copies)).toBe(true);
            expect(c.copies).toBeGreaterThanOrEqual(0);
            expect(c.copies).toBeLessThanOrEqual(6);
          }
          for (const w of a.weapons) {
            expect(Number.isInteger(w.copies)).toBe(true);
            expect(w.copies).toBeGreaterThanOrEqual(0);
            expect(w.copies).toBeLessThanOrEqual(5);
          }
        }
      });

      it('skews copies low', () => {
        const copies = accounts.flatMap((a) => a.characters.map((c) => c.copies));
        const low = copies.filter((c) => c <= 1).length;
        expect(low / copies.length).toBeGreaterThan(0.5);
      });

      it('spreads over every server and both genders', () => {
        expect(new Set(accounts.map((a) => a.server))).toEqual(
          new Set(game.servers.map((s) => s.value)),
        );
        expect(new Set(accounts.map((a) => a.gender))).toEqual(new Set(['F', 'M']));
        const small = demoAccounts(game, game.servers.length);
        expect(new Set(small.map((a) => a.server)).size).toBe(game.servers.length);
        expect(new Set(small.map((a) => a.gender)).size).toBe(2);
      });

      it('prices in whole USD, rising with copies', () => {
        for (const a of accounts) {
          expect(Number.isInteger(a.price)).toBe(true);
          expect(a.price).toBeGreaterThanOrEqual(MIN_PRICE);
          expect(a.price).toBeLessThanOrEqual(MAX_PRICE);
        }
        const copies = (a: (typeof accounts)[number]) =>
          a.characters.reduce((n, c) => n + c.copies, 0) +
          a.weapons.reduce((n, w) => n + w.copies, 0);
        const sorted = [...accounts].sort((x, y) => copies(x) - copies(y));
        const half = Math.floor(sorted.length / 2);
        const mean = (xs: typeof accounts) => xs.reduce((n, a) => n + a.price, 0) / xs.length;
        expect(mean(sorted.slice(half))).toBeGreaterThan(mean(sorted.slice(0, half)));
      });

      it('has plausible login data, descriptions and a cover image', () => {
        for (const a of accounts) {
          expect(['Email', 'Username', 'Google']).toContain(a.loginMethod);
          expect(a.loginName).toMatch(
            a.loginMethod === 'Google'
              ? /^[a-z0-9][a-z0-9.-]*@example\.com$/
              : /^[a-z0-9][a-z0-9.-]*$/,
          );
          expect(a.password).toMatch(/^[A-Za-z0-9]{12}$/);
          expect(a.description.length).toBeGreaterThan(10);
          const picks = a.characters.map((c) => ({ value: c.character, copies: c.copies }));
          expect(a.cover).toBe(pictureKey('showcase', showcaseName(game.slug, picks)));
          expect(a.images).toEqual([pictureLink(a.cover)]);
          expect(typeof a.bannerGuarantee).toBe('boolean');
        }
        const methods = accounts.map((a) => a.loginMethod);
        expect(methods.filter((m) => m === 'Email').length).toBeGreaterThan(COUNT / 2);
        expect(new Set(accounts.map((a) => a.password)).size).toBe(COUNT);
        expect(new Set(accounts.map((a) => a.description)).size).toBeGreaterThan(COUNT / 2);
        expect(accounts.some((a) => a.description.length > 80)).toBe(true);
        // Each its own cover: a listing must not show the same picture twice.
        expect(new Set(accounts.map((a) => a.images[0])).size).toBe(COUNT);
        const guaranteed = accounts.filter((a) => a.bannerGuarantee).length;
        expect(guaranteed).toBeGreaterThan(0);
        expect(guaranteed).toBeLessThan(COUNT * 0.6);
      });
    });
  }

  it('differs between games', () => {
    const [a, b] = demoCatalog.games;
    if (!a || !b) throw new Error('two demo games expected');
    expect(demoAccounts(a, 5)[0]?.code).not.toBe(demoAccounts(b, 5)[0]?.code);
    expect(demoAccounts(a, 5)[0]?.password).not.toBe(demoAccounts(b, 5)[0]?.password);
  });

  it('derives code prefixes from the game slug', () => {
    expect(demoCodePrefix('starfall-reverie')).toBe('SR');
    expect(demoCodePrefix('meridian-express')).toBe('ME');
    expect(demoCodePrefix('solo')).toBe('SO');
  });
});
