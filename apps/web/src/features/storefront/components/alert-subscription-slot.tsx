import { createContext, Fragment, Suspense, useContext, type ReactNode } from 'react';
import type { Game } from '@shop/contract';
import { useIsClientRender } from '@/hooks/use-client-render';
import { filtersToSearch, type SearchFilters } from '../lib/search-filters';

export type AlertSubscriptionProps = { game: Game; filters: SearchFilters };
export type RenderAlertSubscription = (props: AlertSubscriptionProps) => ReactNode;

/**
 * The alert subscription flow of SPEC §2 (Enable Notifications, then Create Subscription for
 * This Search) belongs to the alerts feature; the app hands it in here, so the storefront does
 * not import another feature. Usually a lazy component: it stays out of the listing's script.
 */
const AlertSubscriptionContext = createContext<RenderAlertSubscription | null>(null);

export const AlertSubscriptionProvider = AlertSubscriptionContext.Provider;

/** Where the flow sits in the "No accounts found" panel; empty when none was provided. */
export function AlertSubscriptionSlot({ game, filters }: AlertSubscriptionProps) {
  const renderAlertSubscription = useContext(AlertSubscriptionContext);
  // The flow depends on this device's saved e-mail, which a server-rendered page cannot know.
  const isClient = useIsClientRender();
  if (!renderAlertSubscription || !isClient) return null;
  return (
    <Suspense fallback={null}>
      {/* A new search starts the flow over (a created subscription was for the old one). */}
      <Fragment key={filtersToSearch({ ...filters, sort: '', page: 1 })}>
        {renderAlertSubscription({ game, filters })}
      </Fragment>
    </Suspense>
  );
}
