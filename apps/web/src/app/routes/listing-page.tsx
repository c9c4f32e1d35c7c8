import { lazy } from 'react';
import {
  AlertSubscriptionProvider,
  type RenderAlertSubscription,
} from '@/features/storefront/components/alert-subscription-slot';
import ListingPage from '@/features/storefront/routes/listing-page';

// Only a search without results needs it, so it loads then, not with the listing.
const AlertSubscription = lazy(() => import('@/features/alerts/components/alert-subscription'));

const renderAlertSubscription: RenderAlertSubscription = (props) => (
  <AlertSubscription {...props} />
);

/** `/games/:gameId`: the storefront's listing, with the alert flow in its no-results panel. */
export default function ListingRoute() {
  return (
    <AlertSubscriptionProvider value={renderAlertSubscription}>
      <ListingPage />
    </AlertSubscriptionProvider>
  );
}
