import type { SellerSettings } from '@shop/contract';
import { ChannelUrlForm } from './channel-url-form';
import { SettingsSection } from './settings-section';

/** A Discord channel's webhook gets a message for each event the seller chose. */
export function DiscordSection({ settings }: { settings: SellerSettings }) {
  return (
    <SettingsSection
      title="Discord"
      description="Post each event to a Discord channel: in the channel's settings, Integrations, Webhooks, New Webhook, Copy Webhook URL."
    >
      <ChannelUrlForm
        field="discord_webhook_url"
        channel="discord"
        label="Discord webhook URL"
        placeholder="https://discord.com/api/webhooks/..."
        saved={settings.discord_webhook_url}
      />
    </SettingsSection>
  );
}
