import {
  EmailQuery,
  PushRegistration,
  PushTokenData,
  Subscription,
  SubscriptionCreate,
  SubscriptionList,
  SubscriptionOwnerQuery,
  SubscriptionParams,
  SubscriptionUpdate,
  UnsubscribeAllBody,
  UnsubscribeQuery,
  UnsubscribeResult,
  VapidKeyData,
} from '../alerts.ts';
import { MessageData } from '../auth.ts';
import { operation } from '../operation.ts';

const tags = ['buyer-notifications'];

/** An unsubscribe link: GET by the buyer's browser, POST by a mail client's one-click. */
const unsubscribeLink = <const Path extends string>(path: Path) =>
  ({
    open: operation({
      method: 'GET',
      path,
      access: 'public',
      tags,
      querystring: UnsubscribeQuery,
      response: UnsubscribeResult,
    }),
    /** RFC 8058 (List-Unsubscribe-Post): the form body it sends says nothing more. */
    oneClick: operation({
      method: 'POST',
      path,
      access: 'public',
      tags,
      summary: 'RFC 8058 one-click unsubscribe',
      querystring: UnsubscribeQuery,
      response: UnsubscribeResult,
    }),
  }) as const;

const allLink = unsubscribeLink('/buyer-notifications/unsubscribe');
const singleLink = unsubscribeLink('/buyer-notifications/unsubscribe-single');

/**
 * Alert subscriptions and unsubscribe links (SPEC §7 buyer-notifications). Public by design: an
 * e-mail or a browser's push token names the owner.
 */
export const alertsApi = {
  /** Answers 201. */
  create: operation({
    method: 'POST',
    path: '/buyer-notifications/subscriptions',
    access: 'public',
    tags,
    summary: 'Create an alert for a search (e-mail form, or fcm_token instead of email)',
    body: SubscriptionCreate,
    response: Subscription,
  }),
  list: operation({
    method: 'GET',
    path: '/buyer-notifications/subscriptions',
    access: 'public',
    tags,
    querystring: SubscriptionOwnerQuery,
    response: SubscriptionList,
  }),
  listByEmail: operation({
    method: 'GET',
    path: '/buyer-notifications/email-subscriptions',
    access: 'public',
    tags,
    querystring: EmailQuery,
    response: SubscriptionList,
  }),
  update: operation({
    method: 'PUT',
    path: '/buyer-notifications/subscriptions/:id',
    access: 'public',
    tags,
    params: SubscriptionParams,
    body: SubscriptionUpdate,
    response: Subscription,
  }),
  remove: operation({
    method: 'DELETE',
    path: '/buyer-notifications/subscriptions/:id',
    access: 'public',
    tags,
    params: SubscriptionParams,
    querystring: SubscriptionOwnerQuery,
    response: MessageData,
  }),
  unsubscribeAll: operation({
    method: 'POST',
    path: '/buyer-notifications/unsubscribe-all',
    access: 'public',
    tags,
    body: UnsubscribeAllBody,
    response: UnsubscribeResult,
  }),
  /** Every alert of the link's e-mail. */
  unsubscribe: allLink.open,
  unsubscribeOneClick: allLink.oneClick,
  /** The one alert the link was sent for. */
  unsubscribeSingle: singleLink.open,
  unsubscribeSingleOneClick: singleLink.oneClick,
  vapidPublicKey: operation({
    method: 'GET',
    path: '/buyer-notifications/vapid-public-key',
    access: 'public',
    tags,
    response: VapidKeyData,
  }),
  /** Answers 201. */
  registerPush: operation({
    method: 'POST',
    path: '/buyer-notifications/fcm-tokens',
    access: 'public',
    tags,
    summary: 'Register this browser for Web Push alerts; answers its fcm_token',
    body: PushRegistration,
    response: PushTokenData,
  }),
};
