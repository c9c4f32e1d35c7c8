import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { LoadingText } from '@/components/ui/spinner';
import { SiteFooter } from '@/features/shop-policies/components/site-footer';
import { useAuth } from '@/hooks/use-auth';
import { NavBar } from './nav-bar';

// Only a signed-in seller listens for live events: a buyer's first page loads none of it.
const SellerLiveUpdates = lazy(() => import('./seller-live-updates'));

function LiveUpdates() {
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) return null;
  return (
    <Suspense fallback={null}>
      <SellerLiveUpdates />
    </Suspense>
  );
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
