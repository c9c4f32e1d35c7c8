import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ChangePasswordBody,
  LoginBody,
  LoginData,
  MessageData,
  RollerProfile,
  Success,
} from '@shop/contract';
import { ok } from '../../lib/http.ts';
import { rollerOf } from './plugin.ts';
import type { AuthService } from './service.ts';

export const authRoutes: FastifyPluginAsyncTypebox<{ auth: AuthService }> = async (
  app,
  { auth },
) => {
  app.post(
    '/roller/login',
    {
      config: { access: 'public', errors: [401, 429] },
      schema: { tags: ['roller'], body: LoginBody, response: { 200: Success(LoginData) } },
    },
    async (req) => ok(await auth.login({ ...req.body, ip: req.ip })),
  );

  const guarded = { config: { access: 'roller' } } as const;

  app.get(
    '/roller',
    {
      ...guarded,
      schema: {
        tags: ['roller'],
        response: { 200: Success(RollerProfile) },
      },
    },
    async (req) => ok(auth.profile(rollerOf(req))),
  );

  app.post(
    '/roller/logout',
    {
      ...guarded,
      schema: {
        tags: ['roller'],
        response: { 200: Success(MessageData) },
      },
    },
    async (req) => {
      await auth.logout(rollerOf(req));
      return ok({ message: 'Signed out' });
    },
  );

  app.post(
    '/roller/change-password',
    {
      config: { ...guarded.config, errors: [429] },
      schema: {
        tags: ['roller'],
        body: ChangePasswordBody,
        response: { 200: Success(MessageData) },
      },
    },
    async (req) => {
      await auth.changePassword(rollerOf(req), req.body.current_password, req.body.new_password);
      return ok({ message: 'Password changed successfully' });
    },
  );
};
