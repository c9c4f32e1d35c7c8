import { MessageData, UpdateEmailBody } from '../auth.ts';
import { operationGroup } from '../operation.ts';
import {
  ChannelTestBody,
  ChannelTestResult,
  ConfirmEmailBody,
  ConfirmEmailData,
  NotificationDeliveryList,
  PushDevice,
  PushDeviceBody,
  PushDeviceList,
  PushDeviceParams,
  SellerSettings,
  UpdateSellerSettingsBody,
  WebhookSecretData,
} from '../seller-settings.ts';

const op = operationGroup({ tags: ['seller settings'], access: 'roller' });

/** The seller's settings page (DESIGN §6 "seller settings"): every operation acts on the caller. */
export const sellerSettingsApi = {
  get: op({
    method: 'GET',
    path: '/roller/settings',
    response: SellerSettings,
  }),
  update: op({
    method: 'PUT',
    path: '/roller/settings',
    summary: 'Change some settings; fields left out stay as they are',
    body: UpdateSellerSettingsBody,
    response: SellerSettings,
  }),
  changeEmail: op({
    method: 'PUT',
    path: '/roller/email',
    summary: 'Start changing the notification e-mail: a confirmation link is mailed to it',
    body: UpdateEmailBody,
    response: SellerSettings,
  }),
  /** The link is opened wherever the mail is read, signed in or not: the token is the proof. */
  confirmEmail: op({
    method: 'POST',
    path: '/roller/email/confirm',
    access: 'public',
    summary: 'Confirm a new notification e-mail with the token of the mailed link',
    body: ConfirmEmailBody,
    response: ConfirmEmailData,
  }),
  rotateWebhookSecret: op({
    method: 'POST',
    path: '/roller/settings/webhook-secret',
    summary: 'Create or rotate the signing secret of the webhook; shown only in this answer',
    response: WebhookSecretData,
  }),
  testDiscord: op({
    method: 'POST',
    path: '/roller/settings/discord/test',
    body: ChannelTestBody,
    response: ChannelTestResult,
  }),
  testWebhook: op({
    method: 'POST',
    path: '/roller/settings/webhook/test',
    body: ChannelTestBody,
    response: ChannelTestResult,
  }),
  pushDevices: op({
    method: 'GET',
    path: '/roller/push-devices',
    response: PushDeviceList,
  }),
  /** Answers 201. */
  addPushDevice: op({
    method: 'POST',
    path: '/roller/push-devices',
    summary: "Send this browser the seller's notifications (Web Push)",
    body: PushDeviceBody,
    response: PushDevice,
  }),
  removePushDevice: op({
    method: 'DELETE',
    path: '/roller/push-devices/:id',
    params: PushDeviceParams,
    response: MessageData,
  }),
  deliveries: op({
    method: 'GET',
    path: '/roller/notification-deliveries',
    summary: 'The last 50 notifications to Web Push, Discord and the webhook, newest first',
    response: NotificationDeliveryList,
  }),
};
