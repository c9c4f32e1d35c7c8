import { errorMessage } from '@/api/api-error';
import { LoadFailedAlert } from '@/components/ui/load-states';
import { PageHeader } from '@/components/ui/page-header';
import { LoadingText } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSellerSettings } from '../api/get-seller-settings';
import { DiscordSection } from '../components/discord-section';
import { NotificationEmailSection } from '../components/notification-email-section';
import { NotifyEventsSection } from '../components/notify-events-section';
import { PaymentInstructionsSection } from '../components/payment-instructions-section';
import { ProfileSection } from '../components/profile-section';
import { PushDevicesSection } from '../components/push-devices-section';
import { WarrantySection } from '../components/warranty-section';
import { WebhookSection } from '../components/webhook-section';

const TITLE = 'Settings';

/** `/settings` (signed in): who the seller is to buyers, and where and which news reaches them. */
export default function SettingsPage() {
  useDocumentTitle(TITLE);
  const settings = useSellerSettings();

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageHeader
        title={TITLE}
        description="Your name on invoices, and how news of your orders reaches you."
      />
      {settings.isPending ? (
        <LoadingText>Loading settings...</LoadingText>
      ) : settings.isError ? (
        <LoadFailedAlert
          title="Your settings could not be loaded"
          message={errorMessage(settings.error)}
          busy={settings.isFetching}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <>
          <ProfileSection settings={settings.data} />
          <NotificationEmailSection settings={settings.data} />
          <NotifyEventsSection settings={settings.data} />
          <PaymentInstructionsSection settings={settings.data} />
          <WarrantySection settings={settings.data} />
          <PushDevicesSection />
          <DiscordSection settings={settings.data} />
          <WebhookSection settings={settings.data} />
        </>
      )}
    </div>
  );
}
