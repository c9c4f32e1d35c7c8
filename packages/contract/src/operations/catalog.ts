import { Type } from 'typebox';
import { Game, GameWithStock } from '../catalog.ts';
import { operationGroup } from '../operation.ts';
import { GameParams } from '../storefront.ts';

const op = operationGroup({ tags: ['catalog'], access: 'public' });

/** The games on offer, each with how many accounts it has for sale. */
export const catalogApi = {
  games: op({
    method: 'GET',
    path: '/games',
    response: Type.Array(GameWithStock),
  }),
  game: op({
    method: 'GET',
    path: '/games/:gameId',
    params: GameParams,
    response: Game,
  }),
};
