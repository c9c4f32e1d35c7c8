import { ChangePasswordBody, LoginBody, LoginData, MessageData, RollerProfile } from '../auth.ts';
import { operationGroup } from '../operation.ts';

const op = operationGroup({ tags: ['roller'], access: 'roller' });

/** The roller's session: sign in, who am I, sign out, change the password. */
export const authApi = {
  login: op({
    method: 'POST',
    path: '/roller/login',
    access: 'public',
    body: LoginBody,
    response: LoginData,
  }),
  profile: op({
    method: 'GET',
    path: '/roller',
    response: RollerProfile,
  }),
  logout: op({
    method: 'POST',
    path: '/roller/logout',
    response: MessageData,
  }),
  changePassword: op({
    method: 'POST',
    path: '/roller/change-password',
    body: ChangePasswordBody,
    response: MessageData,
  }),
};
