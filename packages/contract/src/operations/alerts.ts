import {
  AddressLinkBody,
  AddressProven,
  AlertsTokenHeaders,
  EmailQuery,
  ManageLinkBody,
  PushRegistration,
  PushTokenData,
  Subscription,
  SubscriptionCreate,
  SubscriptionCreated,
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
 * Alert subscriptions and unsubscribe links (SPEC §7 buyer-notifications). Public: a browser's
 * push token, or for an e-mail the management token in `x-alerts-token` (decision 0040), shows
 * which subscriptions the caller may see and change; an e-mail alone shows none.
 */
export const alertsApi = {
  /** Answers 201. */
  create: op({
    method: 'POST',
    path: '/buyer-notifications/subscriptions',
    summary: 'Create an alert for a search (e-mail form, or fcm_token instead of email)',
    description:
      'The first subscription of a new e-mail mails it a confirmation link; nothing else is mailed to it until a link is opened. The answer carries the browser’s management token when it issued one.',
    headers: AlertsTokenHeaders,
    body: SubscriptionCreate,
    response: SubscriptionCreated,
  }),
  list: op({
    method: 'GET',
    path: '/buyer-notifications/subscriptions',
    description:
      'An e-mail’s subscriptions this browser may see (x-alerts-token); none without it.',
    headers: AlertsTokenHeaders,
    querystring: SubscriptionOwnerQuery,
    response: SubscriptionList,
  }),
  listByEmail: op({
    method: 'GET',
    path: '/buyer-notifications/email-subscriptions',
    headers: AlertsTokenHeaders,
    querystring: EmailQuery,
    response: SubscriptionList,
  }),
  update: op({
    method: 'PUT',
    path: '/buyer-notifications/subscriptions/:id',
    params: SubscriptionParams,
    headers: AlertsTokenHeaders,
    body: SubscriptionUpdate,
    response: Subscription,
  }),
  remove: op({
    method: 'DELETE',
    path: '/buyer-notifications/subscriptions/:id',
    params: SubscriptionParams,
    headers: AlertsTokenHeaders,
    querystring: SubscriptionOwnerQuery,
    response: MessageData,
  }),
  unsubscribeAll: op({
    method: 'POST',
    path: '/buyer-notifications/unsubscribe-all',
    description:
      'From a browser that has not proven the e-mail (x-alerts-token), changes nothing and mails the address a link to manage its alerts.',
    headers: AlertsTokenHeaders,
    body: UnsubscribeAllBody,
    response: UnsubscribeResult,
  }),
  /** Opens a link mailed to an alert address: confirms it and gives this browser its token. */
  confirmAddress: op({
    method: 'POST',
    path: '/buyer-notifications/confirm',
    summary: 'Open a link mailed to an alert address; answers the browser’s management token',
    body: AddressLinkBody,
    response: AddressProven,
  }),
  /** Mails the address a link that proves it to the browser that opens it. */
  requestManageLink: op({
    method: 'POST',
    path: '/buyer-notifications/manage-link',
    body: ManageLinkBody,
    response: MessageData,
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
