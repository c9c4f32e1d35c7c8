import { describe, expect, it } from 'vitest';
import { healthApi, mediaApi, operation, Success, UploadData } from '@shop/contract';
import { Type } from 'typebox';
import { routeOf } from './route.ts';

const Data = Type.Object({ n: Type.Integer() });
const probe = operation({
  method: 'PUT',
  path: '/probe/:id',
  access: 'roller',
  tags: ['probe'],
  summary: 'A probe',
  params: Type.Object({ id: Type.Integer() }),
  body: Data,
  response: Data,
});

describe('routeOf', () => {
  it('takes the method, path, access and schemas from the operation', () => {
    const route = routeOf(probe, { errors: [409] });
    expect(route).toMatchObject({
      method: 'PUT',
      url: '/probe/:id',
      config: { access: 'roller', errors: [409] },
      schema: { tags: ['probe'], summary: 'A probe', params: probe.params, body: Data },
    });
    expect(route.schema.response).toEqual({ 200: Success(Data) });
  });

  it('answers the response under each status the route names instead of 200', () => {
    expect(routeOf(mediaApi.upload, { statuses: [201] }).schema.response).toEqual({
      201: Success(UploadData),
    });
    expect(Object.keys(routeOf(healthApi.check, { statuses: [200, 503] }).schema.response)).toEqual(
      ['200', '503'],
    );
  });

  it('documents a file answer as the route gives it, and keeps statuses out of the config', () => {
    const file = { 200: { description: 'The image' } };
    const route = routeOf(mediaApi.image, { response: file });
    expect(route.schema.response).toBe(file);
    expect(route.config).toEqual({ access: 'public' });
    expect(routeOf(mediaApi.upload, { statuses: [201] }).config).toEqual({ access: 'roller' });
  });
});
