import { describe, expect, it } from 'vitest';
import type { Game } from '@shop/contract';
import { gameLookup } from '@/lib/game-items';
import { accountFacts } from './account-facts';

const item = (value: string, rarity?: number) => ({
  name: value,
  value,
  image: `/art/${value}.svg`,
  ...(rarity === undefined ? {} : { rarity }),
});

const game = (characters: Game['characters']): Game => ({
  id: 1,
  name: 'Starfall',
  image: '/art/game.svg',
  servers: [{ name: 'Asia', value: 'asia' }],
  characters,
  weapons: [item('blade', 5), item('bow', 4)],
});

const rated = gameLookup(game([item('aurelia', 5), item('thorne', 4), item('vesper', 5)]));

describe('accountFacts', () => {
  it('counts five-star characters by the catalogue, and every copy of characters and weapons', () => {
    const facts = accountFacts(
      {
        banner_guarantee: true,
        characters: [
          { character: 'aurelia', copies: 2 },
          { character: 'thorne', copies: 6 },
          { character: 'vesper', copies: 0 },
        ],
        weapons: [
          { weapon: 'blade', copies: 1 },
          { weapon: 'bow', copies: 4 },
        ],
      },
      rated,
    );
    expect(facts).toEqual({ fiveStars: 2, copies: 13, rateOn: true });
  });

  it('says zero five-stars for a four-star team, and nothing about stars when the catalogue has no rarities', () => {
    const account = {
      banner_guarantee: false,
      characters: [{ character: 'thorne', copies: 1 }],
      weapons: [],
    };
    expect(accountFacts(account, rated)).toEqual({
      fiveStars: 0,
      copies: 1,
      rateOn: false,
    });
    const unrated = gameLookup(game([item('thorne')]));
    expect(accountFacts(account, unrated).fiveStars).toBeNull();
  });

  it('knows no stars for an item the catalogue no longer lists', () => {
    const facts = accountFacts(
      { banner_guarantee: false, characters: [{ character: 'gone', copies: 3 }], weapons: [] },
      rated,
    );
    expect(facts).toEqual({ fiveStars: null, copies: 3, rateOn: false });
  });
});
