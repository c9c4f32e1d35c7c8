import { Type } from 'typebox';
import { Game, GameWithStock } from '../catalog.ts';
import { operation } from '../operation.ts';
import { GameParams } from '../storefront.ts';

const tags = ['catalog'];

/** The games on offer, each with how many accounts it has for sale. */
export const catalogApi = {
  games: operation({
    method: 'GET',
    path: '/games',
    access: 'public',
    tags,
    response: Type.Array(GameWithStock),
  }),
  game: operation({
    method: 'GET',
    path: '/games/:gameId',
    access: 'public',
    tags,
    params: GameParams,
    response: Game,
  }),
};
