import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { LoadingText } from '@/components/ui/spinner';
import { useInboxLiveUpdates } from '@/features/email/hooks/use-inbox-live-updates';
import { usePendingCount } from '@/features/orders/api/get-pending-count';
import { useNewOrderChime } from '@/features/orders/hooks/use-new-order-chime';
import { useOrdersLiveUpdates } from '@/features/orders/hooks/use-orders-live-updates';
import { SiteFooter } from '@/features/shop-policies/components/site-footer';
import { useDocumentTitleCount } from '@/hooks/use-document-title';
import { useRevokedSignOut } from '@/hooks/use-roller-realtime';
import { NavBar } from './nav-bar';

/**
 * The signed-in seller's live events, each feature refreshing what it shows (DESIGN §6); and so
 * that no sale goes unnoticed in a background tab, a chime per new order and the number of
 * orders waiting for payment ahead of every page's title. A disabled seller is signed out.
 */
function LiveUpdates() {
  useRevokedSignOut();
  useInboxLiveUpdates();
  useOrdersLiveUpdates();
  useNewOrderChime();
  useDocumentTitleCount(usePendingCount());
  return null;
}

/**
 * Every page: skip link, nav bar, the page (pages are code-split, hence Suspense), and the
 * footer with the shop's terms, refund policy and contact.
 */
export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only rounded-control bg-accent px-3 py-2 text-accent-fg focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
      >
        Skip to content
      </a>
      <LiveUpdates />
      <NavBar />
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 focus:outline-none sm:py-8"
      >
        <Suspense fallback={<LoadingText>Loading...</LoadingText>}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
