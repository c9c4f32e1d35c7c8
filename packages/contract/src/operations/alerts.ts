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
import { operationGroup } from '../operation.ts';

const op = operationGroup({ tags: ['buyer-notifications'], access: 'public' });

/** An unsubscribe link: GET by the buyer's browser, POST by a mail client's one-click. */
const unsubscribeLink = <const Path extends string>(path: Path) =>
  ({
    open: op({
      method: 'GET',
      path,
      querystring: UnsubscribeQuery,
      response: UnsubscribeResult,
    }),
    /** RFC 8058 (List-Unsubscribe-Post): the form body it sends says nothing more. */
    oneClick: op({
      method: 'POST',
      path,
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
  create: op({
    method: 'POST',
    path: '/buyer-notifications/subscriptions',
    summary: 'Create an alert for a search (e-mail form, or fcm_token instead of email)',
    body: SubscriptionCreate,
    response: Subscription,
  }),
  list: op({
    method: 'GET',
    path: '/buyer-notifications/subscriptions',
    querystring: SubscriptionOwnerQuery,
    response: SubscriptionList,
  }),
  listByEmail: op({
    method: 'GET',
    path: '/buyer-notifications/email-subscriptions',
    querystring: EmailQuery,
    response: SubscriptionList,
  }),
  update: op({
    method: 'PUT',
    path: '/buyer-notifications/subscriptions/:id',
    params: SubscriptionParams,
    body: SubscriptionUpdate,
    response: Subscription,
  }),
  remove: op({
    method: 'DELETE',
    path: '/buyer-notifications/subscriptions/:id',
    params: SubscriptionParams,
    querystring: SubscriptionOwnerQuery,
    response: MessageData,
  }),
  unsubscribeAll: op({
    method: 'POST',
    path: '/buyer-notifications/unsubscribe-all',
    body: UnsubscribeAllBody,
    response: UnsubscribeResult,
  }),
  /** Every alert of the link's e-mail. */
  unsubscribe: allLink.open,
  unsubscribeOneClick: allLink.oneClick,
  /** The one alert the link was sent for. */
  unsubscribeSingle: singleLink.open,
  unsubscribeSingleOneClick: singleLink.oneClick,
  vapidPublicKey: op({
    method: 'GET',
    path: '/buyer-notifications/vapid-public-key',
    response: VapidKeyData,
  }),
  /** Answers 201. */
  registerPush: op({
    method: 'POST',
    path: '/buyer-notifications/fcm-tokens',
    summary: 'Register this browser for Web Push alerts; answers its fcm_token',
    body: PushRegistration,
    response: PushTokenData,
  }),
};
