// Generated from the migrated database by `npm run db:types`; do not edit by hand.
// db/schema.test.ts fails when it no longer matches the migrations.
import type {
  AccountCharacter,
  AccountWeapon,
  JsonColumn,
  MailAttachment,
  PushPayload,
  WantedCharacter,
  WantedWeapon,
} from './column-types.ts';
import type { ColumnType } from 'kysely';

export type Generated<T> =
  T extends ColumnType<infer S, infer I, infer U>
    ? ColumnType<S, I | undefined, U>
    : ColumnType<T, T | undefined, T>;

export type Int8 = ColumnType<string, bigint | number | string, bigint | number | string>;

export type Json = JsonValue;

export type JsonArray = JsonValue[];

export type JsonObject = {
  [x: string]: JsonValue | undefined;
};

export type JsonPrimitive = boolean | number | string | null;

export type JsonValue = JsonArray | JsonObject | JsonPrimitive;

export type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface Accounts {
  banner_guarantee: Generated<boolean>;
  characters: JsonColumn<AccountCharacter[]>;
  code: string;
  created_at: Generated<Timestamp>;
  description: Generated<string>;
  game_id: number;
  gender: 'F' | 'M';
  id: Generated<number>;
  images: JsonColumn<string[]>;
  level: Generated<number>;
  login_email: string;
  login_method: 'Email' | 'Username' | 'Google';
  password_enc: string;
  price: number;
  recovery_email_enc: string | null;
  roller_id: number;
  search_tokens: Generated<string[]>;
  server_value: string;
  status: Generated<'available' | 'reserved' | 'sold'>;
  updated_at: Generated<Timestamp>;
  warranty_days: Generated<number>;
  weapons: JsonColumn<AccountWeapon[]>;
}

export interface AlertAddressLinks {
  created_at: Generated<Timestamp>;
  email: string;
  expires_at: Timestamp;
  token_hash: Buffer;
  used_at: Timestamp | null;
}

export interface AlertDeliveries {
  account_id: number;
  created_at: Generated<Timestamp>;
  subscription_id: number;
}

export interface AlertManageTokens {
  created_at: Generated<Timestamp>;
  email: string;
  id: Generated<number>;
  proven: boolean;
  token_hash: Buffer;
}

export interface AlertPushClients {
  auth: string;
  created_at: Generated<Timestamp>;
  endpoint: string;
  id: Generated<number>;
  p256dh: string;
  token_hash: Buffer;
}

export interface AlertPushes {
  attempts: Generated<number>;
  created_at: Generated<Timestamp>;
  id: Generated<Int8>;
  last_error: string | null;
  next_attempt_at: Generated<Timestamp>;
  payload: JsonColumn<PushPayload>;
  push_client_id: number;
}

export interface AlertQueue {
  account_id: number;
  id: Generated<Int8>;
  queued_at: Generated<Timestamp>;
}

export interface AlertSubscriptions {
  anchor_token: string;
  characters: JsonColumn<WantedCharacter[]>;
  confirmed_at: Timestamp | null;
  created_at: Generated<Timestamp>;
  created_by: number | null;
  email: string | null;
  game_id: number;
  gender: 'F' | 'M' | null;
  id: Generated<number>;
  is_active: Generated<boolean>;
  max_price: number | null;
  push_client_id: number | null;
  required_tokens: string[];
  server_value: string | null;
  weapons: JsonColumn<WantedWeapon[]>;
}

export interface AlertUnsubscribeTokens {
  created_at: Generated<Timestamp>;
  email: string;
  subscription_id: number | null;
  token_hash: Buffer;
  used_at: Timestamp | null;
}

export interface BuyerAccessTokens {
  created_at: Generated<Timestamp>;
  email: string;
  expires_at: Timestamp;
  id: Generated<number>;
  token_hash: Buffer;
}

export interface ClockOffset {
  id: Generated<boolean>;
  offset_ms: Int8;
}

export interface DevMailbox {
  created_at: Generated<Timestamp>;
  headers: Generated<Json>;
  html_body: string;
  id: Generated<Int8>;
  outbox_id: Int8 | null;
  subject: string;
  text_body: string;
  to_address: string;
}

export interface DisputeEvidence {
  dispute_id: number;
  message_id: Int8;
  raw_sha256: string;
}

export interface DisputeMessages {
  author: 'buyer' | 'seller' | 'owner';
  body: string;
  created_at: Generated<Timestamp>;
  dispute_id: number;
  id: Generated<number>;
  roller_id: number | null;
}

export interface Disputes {
  answered_at: Timestamp | null;
  escalate_at: Timestamp | null;
  escalated_at: Timestamp | null;
  id: Generated<number>;
  opened_at: Generated<Timestamp>;
  reason: 'cannot_log_in' | 'not_as_described' | 'account_recovered' | 'other';
  resolution: 'refund' | 'replacement' | 'rejected' | null;
  resolution_note: string | null;
  resolved_at: Timestamp | null;
  roller_id: number;
  status: Generated<'open' | 'answered' | 'escalated' | 'resolved'>;
  transaction_id: number;
}

export interface GameItems {
  game_id: number;
  image: string;
  kind: 'character' | 'weapon';
  name: string;
  position: number;
  rarity: number | null;
  value: string;
}

export interface Games {
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  image: string;
  name: string;
  position: Generated<number>;
  slug: string;
  updated_at: Generated<Timestamp>;
}

export interface GameServers {
  game_id: number;
  name: string;
  position: number;
  value: string;
}

export interface LegacyDemoPictures {
  key: string;
  stored: Generated<boolean>;
}

export interface LoginFailures {
  failed_at: Generated<Timestamp>;
  key: string;
}

export interface MailInbox {
  created_at: Timestamp;
  is_read: Generated<boolean>;
  message_id: Int8;
  roller_id: number;
}

export interface MailMessages {
  attachments: JsonColumn<MailAttachment[]>;
  code: string | null;
  created_at: Generated<Timestamp>;
  envelope_from: Generated<string>;
  from_address: Generated<string>;
  header_message_id: string | null;
  html_body: string | null;
  id: Generated<Int8>;
  link: string | null;
  preview: Generated<string>;
  raw_gz: Buffer;
  raw_size: number;
  sender_verified: boolean | null;
  subject: Generated<string>;
  text_body: Generated<string>;
  to_address: Generated<string>;
}

export interface MailRecipients {
  account_id: number | null;
  address: string;
  message_id: Int8;
  roller_id: number;
}

export interface MailSecurityAlerts {
  created_at: Generated<Timestamp>;
  kind:
    | 'password_reset'
    | 'password_changed'
    | 'email_changed'
    | 'phone_changed'
    | 'new_device_login'
    | 'recovery'
    | 'two_factor_off';
  message_id: Int8;
  transaction_id: number;
  unverified: Generated<boolean>;
}

export interface Outbox {
  attempts: Generated<number>;
  created_at: Generated<Timestamp>;
  from_name: string | null;
  headers: Generated<Json>;
  html_body: string;
  id: Generated<Int8>;
  last_error: string | null;
  next_attempt_at: Generated<Timestamp>;
  sent_at: Timestamp | null;
  subject: string;
  text_body: string;
  to_address: string;
}

export interface RealtimeTicketUses {
  expires_at: Timestamp;
  ticket_id: string;
}

export interface Rollers {
  code: string;
  created_at: Generated<Timestamp>;
  default_warranty_days: Generated<number>;
  disabled_at: Timestamp | null;
  discord_webhook_url: string | null;
  email: string | null;
  id: Generated<number>;
  is_owner: Generated<boolean>;
  name: string;
  next_account_number: Generated<number>;
  notify: Generated<Json>;
  password_hash: string;
  payment_instructions: Generated<string>;
  pending_email: string | null;
  pending_email_expires_at: Timestamp | null;
  pending_email_token_hash: string | null;
  updated_at: Generated<Timestamp>;
  webhook_secret_enc: string | null;
  webhook_url: string | null;
}

export interface SecretKeyCheck {
  created_at: Generated<Timestamp>;
  fingerprint: string;
  id: Generated<boolean>;
}

export interface SellerDeliveries {
  attempts: Generated<number>;
  channel: 'push' | 'discord' | 'webhook';
  created_at: Generated<Timestamp>;
  delivered_at: Timestamp | null;
  event: string;
  failed_at: Timestamp | null;
  id: Generated<Int8>;
  last_error: string | null;
  next_attempt_at: Generated<Timestamp>;
  payload: Json;
  push_device_id: number | null;
  response_status: number | null;
  roller_id: number;
}

export interface SellerPushDevices {
  auth: string;
  created_at: Generated<Timestamp>;
  endpoint: string;
  id: Generated<number>;
  label: Generated<string>;
  p256dh: string;
  roller_id: number;
}

export interface Sessions {
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  last_used_at: Generated<Timestamp>;
  roller_id: number;
  token_hash: string;
}

export interface SubRollerReads {
  message_id: Int8;
  sub_roller_id: number;
}

export interface SubRollers {
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  roller_id: number;
  sub_code: string;
  token_hash: Buffer;
  token_sealed: string;
}

export interface Transactions {
  account_id: number;
  amount: number;
  buyer_email: string;
  buyer_name: string;
  cancelled_at: Timestamp | null;
  cancelled_by: 'seller' | 'owner' | null;
  created_at: Generated<Timestamp>;
  delivered_at: Timestamp | null;
  expires_at: Timestamp;
  game_id: number;
  id: Generated<number>;
  idempotency_key: string | null;
  note: Generated<string>;
  paid_at: Timestamp | null;
  provider: Generated<'manual' | 'paypal'>;
  provider_order_id: string | null;
  refunded_at: Timestamp | null;
  roller_id: number;
  status: Generated<
    'pending' | 'paid' | 'delivered' | 'expired' | 'cancelled' | 'failed' | 'refunded'
  >;
  warranty_days: Generated<number>;
  warranty_ended_at: Timestamp | null;
}

export interface DB {
  accounts: Accounts;
  alert_address_links: AlertAddressLinks;
  alert_deliveries: AlertDeliveries;
  alert_manage_tokens: AlertManageTokens;
  alert_push_clients: AlertPushClients;
  alert_pushes: AlertPushes;
  alert_queue: AlertQueue;
  alert_subscriptions: AlertSubscriptions;
  alert_unsubscribe_tokens: AlertUnsubscribeTokens;
  buyer_access_tokens: BuyerAccessTokens;
  clock_offset: ClockOffset;
  dev_mailbox: DevMailbox;
  dispute_evidence: DisputeEvidence;
  dispute_messages: DisputeMessages;
  disputes: Disputes;
  game_items: GameItems;
  game_servers: GameServers;
  games: Games;
  legacy_demo_pictures: LegacyDemoPictures;
  login_failures: LoginFailures;
  mail_inbox: MailInbox;
  mail_messages: MailMessages;
  mail_recipients: MailRecipients;
  mail_security_alerts: MailSecurityAlerts;
  outbox: Outbox;
  realtime_ticket_uses: RealtimeTicketUses;
  rollers: Rollers;
  secret_key_check: SecretKeyCheck;
  seller_deliveries: SellerDeliveries;
  seller_push_devices: SellerPushDevices;
  sessions: Sessions;
  sub_roller_reads: SubRollerReads;
  sub_rollers: SubRollers;
  transactions: Transactions;
}
