import type { SellerSettings } from '@shop/contract';
import { ChannelUrlForm } from './channel-url-form';
import { DeliveryList } from './delivery-list';
import { SettingsSection } from './settings-section';
import { WebhookSecret } from './webhook-secret';
import { WebhookVerifyNote } from './webhook-verify-note';

/** A signed POST to the seller's own server for each event, and how recent sends went. */
export function WebhookSection({ settings }: { settings: SellerSettings }) {
  return (
    <SettingsSection
      title="Signed webhook"
      description="A JSON POST to your own server for each event, signed so it can tell the shop sent it."
    >
      <ChannelUrlForm
        field="webhook_url"
        channel="webhook"
        label="Webhook URL"
        placeholder="https://example.com/shop-events"
        hint={
          settings.webhook_secret_set
            ? undefined
            : 'Requests are signed, so create a signing secret below before the first test.'
        }
        saved={settings.webhook_url}
      />
      <WebhookSecret isSet={settings.webhook_secret_set} />
      <WebhookVerifyNote />
      <DeliveryList />
    </SettingsSection>
  );
}
