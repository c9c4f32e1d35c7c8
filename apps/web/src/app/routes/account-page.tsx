import { HowBuyingWorks } from '@/features/orders/components/how-buying-works';
import { PurchaseBox, ReservedAccount } from '@/features/orders/components/purchase-box';
import AccountPage from '@/features/storefront/routes/account-page';

/** `/games/:gameId/accounts/:accountId`: the storefront's account view with ordering in it. */
export default function AccountRoute() {
  return (
    <AccountPage Purchase={PurchaseBox} Guide={HowBuyingWorks} Unavailable={ReservedAccount} />
  );
}
