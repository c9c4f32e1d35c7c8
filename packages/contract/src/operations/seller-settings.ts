import { MessageData, UpdateEmailBody } from '../auth.ts';
import { operation } from '../operation.ts';
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

const tags = ['seller settings'];

/** The seller's settings page (DESIGN §6 "seller settings"): every operation acts on the caller. */
export const sellerSettingsApi = {
  get: operation({
    method: 'GET',
    path: '/roller/settings',
    access: 'roller',
    tags,
    response: SellerSettings,
  }),
  update: operation({
    method: 'PUT',
    path: '/roller/settings',
    access: 'roller',
    tags,
    summary: 'Change some settings; fields left out stay as they are',
    body: UpdateSellerSettingsBody,
    response: SellerSettings,
  }),
  changeEmail: operation({
    method: 'PUT',
    path: '/roller/email',
    access: 'roller',
    tags,
    summary: 'Start changing the notification e-mail: a confirmation link is mailed to it',
    body: UpdateEmailBody,
    response: SellerSettings,
  }),
  /** The link is opened wherever the mail is read, signed in or not: the token is the proof. */
  confirmEmail: operation({
    method: 'POST',
    path: '/roller/email/confirm',
    access: 'public',
    tags,
    summary: 'Confirm a new notification e-mail with the token of the mailed link',
    body: ConfirmEmailBody,
    response: ConfirmEmailData,
  }),
  rotateWebhookSecret: operation({
    method: 'POST',
    path: '/roller/settings/webhook-secret',
    access: 'roller',
    tags,
    summary: 'Create or rotate the signing secret of the webhook; shown only in this answer',
    response: WebhookSecretData,
  }),
  testDiscord: operation({
    method: 'POST',
    path: '/roller/settings/discord/test',
    access: 'roller',
    tags,
    body: ChannelTestBody,
    response: ChannelTestResult,
  }),
  testWebhook: operation({
    method: 'POST',
    path: '/roller/settings/webhook/test',
    access: 'roller',
    tags,
    body: ChannelTestBody,
    response: ChannelTestResult,
  }),
  pushDevices: operation({
    method: 'GET',
    path: '/roller/push-devices',
    access: 'roller',
    tags,
    response: PushDeviceList,
  }),
  /** Answers 201. */
  addPushDevice: operation({
    method: 'POST',
    path: '/roller/push-devices',
    access: 'roller',
    tags,
    summary: "Send this browser the seller's notifications (Web Push)",
    body: PushDeviceBody,
    response: PushDevice,
  }),
  removePushDevice: operation({
    method: 'DELETE',
    path: '/roller/push-devices/:id',
    access: 'roller',
    tags,
    params: PushDeviceParams,
    response: MessageData,
  }),
  deliveries: operation({
    method: 'GET',
    path: '/roller/notification-deliveries',
    access: 'roller',
    tags,
    summary: 'The last 50 notifications to Web Push, Discord and the webhook, newest first',
    response: NotificationDeliveryList,
  }),
};
