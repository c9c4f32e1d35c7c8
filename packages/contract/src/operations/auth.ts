import { ChangePasswordBody, LoginBody, LoginData, MessageData, RollerProfile } from '../auth.ts';
import { operation } from '../operation.ts';

const tags = ['roller'];

/** The roller's session: sign in, who am I, sign out, change the password. */
export const authApi = {
  login: operation({
    method: 'POST',
    path: '/roller/login',
    access: 'public',
    tags,
    body: LoginBody,
    response: LoginData,
  }),
  profile: operation({
    method: 'GET',
    path: '/roller',
    access: 'roller',
    tags,
    response: RollerProfile,
  }),
  logout: operation({
    method: 'POST',
    path: '/roller/logout',
    access: 'roller',
    tags,
    response: MessageData,
  }),
  changePassword: operation({
    method: 'POST',
    path: '/roller/change-password',
    access: 'roller',
    tags,
    body: ChangePasswordBody,
    response: MessageData,
  }),
};
