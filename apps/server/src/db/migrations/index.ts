import type { Migration } from 'kysely/migration';
import * as m0001 from './0001_initial.ts';
import * as m0002 from './0002_storefront.ts';
import * as m0003 from './0003_listing_indexes.ts';
import * as m0004 from './0004_listing_tokens.ts';
import * as m0005 from './0005_outbox.ts';
import * as m0006 from './0006_orders.ts';
import * as m0007 from './0007_mail.ts';
import * as m0008 from './0008_listing_notify.ts';
import * as m0009 from './0009_sub_rollers.ts';
import * as m0010 from './0010_buyer_access.ts';
import * as m0011 from './0011_alerts.ts';
import * as m0012 from './0012_item_rarity.ts';
import * as m0013 from './0013_listing_text_search.ts';
import * as m0014 from './0014_raster_art.ts';
import * as m0015 from './0015_account_codes.ts';
import * as m0016 from './0016_seller_notifications.ts';
import * as m0017 from './0017_mail_readers.ts';
import * as m0018 from './0018_secret_key_check.ts';
import * as m0019 from './0019_demo_pictures.ts';
import * as m0020 from './0020_trust.ts';
import * as m0021 from './0021_seller_listing_notify.ts';
import * as m0022 from './0022_alert_proof.ts';
import * as m0023 from './0023_sender_verified.ts';
import * as m0024 from './0024_order_cancellation.ts';
import * as m0025 from './0025_clock_offset.ts';
import * as m0026 from './0026_realtime_ticket_uses.ts';

/** Listed statically (not read from disk) so the bundled server carries its migrations. */
export const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_storefront': m0002,
  '0003_listing_indexes': m0003,
  '0004_listing_tokens': m0004,
  '0005_outbox': m0005,
  '0006_orders': m0006,
  '0007_mail': m0007,
  '0008_listing_notify': m0008,
  '0009_sub_rollers': m0009,
  '0010_buyer_access': m0010,
  '0011_alerts': m0011,
  '0012_item_rarity': m0012,
  '0013_listing_text_search': m0013,
  '0014_raster_art': m0014,
  '0015_account_codes': m0015,
  '0016_seller_notifications': m0016,
  '0017_mail_readers': m0017,
  '0018_secret_key_check': m0018,
  '0019_demo_pictures': m0019,
  '0020_trust': m0020,
  '0021_seller_listing_notify': m0021,
  '0022_alert_proof': m0022,
  '0023_sender_verified': m0023,
  '0024_order_cancellation': m0024,
  '0025_clock_offset': m0025,
  '0026_realtime_ticket_uses': m0026,
};
