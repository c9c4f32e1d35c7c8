import { lazy } from 'react';
import { createBrowserRouter, Navigate, useLocation, type RouteObject } from 'react-router';
import HomePage from './routes/home-page';
import ListingPage from './routes/listing-page';
import { BareLayout } from './layout/bare-layout';
import { RootLayout } from './layout/root-layout';
import { RequireAuth } from './require-auth';
import { RouteError } from './routes/route-error';

// The storefront's landing pages (home, a game's listing) come with the shell: a split would
// cost a round trip before their data is even asked for. The rest is loaded when visited.
const AccountPage = lazy(() => import('./routes/account-page'));
const InvoicePage = lazy(() => import('@/features/orders/routes/invoice-page'));
const TransactionsPage = lazy(() => import('@/features/orders/routes/transactions-page'));
const NotFoundPage = lazy(() => import('./routes/not-found'));
const AddAccountPage = lazy(() => import('./routes/add-account'));
const LoginPage = lazy(() => import('@/features/auth/routes/login-page'));
const ChangePasswordPage = lazy(() => import('@/features/auth/routes/change-password-page'));
const EmailPage = lazy(() => import('@/features/email/routes/email-page'));
const SubRollerPage = lazy(() => import('@/features/sub-rollers/routes/sub-roller-page'));
const EmailViewerPage = lazy(() => import('@/features/sub-rollers/routes/email-viewer-page'));
const DevMailboxPage = lazy(() => import('@/features/dev-mailbox/routes/dev-mailbox-page'));
const BuyerEmailsPage = lazy(() => import('@/features/buyer-emails/routes/buyer-emails-page'));
const NotificationsPage = lazy(() => import('@/features/alerts/routes/notifications-page'));
const UnsubscribePage = lazy(() => import('@/features/alerts/routes/unsubscribe-page'));
const TestUnsubscribePage = lazy(() => import('@/features/alerts/routes/test-unsubscribe-page'));
const PolicyPage = lazy(() => import('@/features/shop-policies/routes/policy-page'));
const SettingsPage = lazy(() => import('@/features/seller-settings/routes/settings-page'));
const ConfirmEmailPage = lazy(() => import('@/features/seller-settings/routes/confirm-email-page'));
const SellersPage = lazy(() => import('@/features/owner/routes/sellers-page'));
const DisputesPage = lazy(() => import('@/features/disputes/routes/disputes-page'));
const DisputePage = lazy(() => import('@/features/disputes/routes/dispute-page'));
const BuyerDisputesPage = lazy(() => import('@/features/disputes/routes/buyer-disputes-page'));

/** Every route of SPEC §2. Exported (not only the router) so tests can mount them in memory. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        // Errors render inside the layout, so the nav bar stays usable.
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'login', element: <LoginPage /> },
          { path: 'games/:gameId', element: <ListingPage /> },
          { path: 'games/:gameId/add', element: <AddAccountPage /> },
          { path: 'games/:gameId/accounts/:accountId', element: <AccountPage /> },
          { path: 'invoice/:id', element: <InvoicePage /> },
          {
            element: <RequireAuth />,
            children: [
              { path: 'change-password', element: <ChangePasswordPage /> },
              { path: 'transactions', element: <TransactionsPage /> },
              { path: 'email', element: <EmailPage /> },
              { path: 'sub-roller-email', element: <SubRollerPage /> },
              { path: 'settings', element: <SettingsPage /> },
              // The shop owner's; anyone else is told so on the page (and refused by the API).
              { path: 'sellers', element: <SellersPage /> },
              { path: 'disputes', element: <DisputesPage /> },
              { path: 'disputes/:id', element: <DisputePage /> },
            ],
          },
          // Opened from the mail, often on a device that is not signed in.
          { path: 'settings/confirm-email', element: <ConfirmEmailPage /> },
          { path: 'buyer-emails', element: <BuyerEmailsPage /> },
          // The buyer's mail access token is the credential, as on the mail page.
          { path: 'buyer-disputes', element: <BuyerDisputesPage /> },
          { path: 'notifications', element: <NotificationsPage /> },
          { path: 'unsubscribe', element: <UnsubscribePage variant="all" /> },
          { path: 'unsubscribe-single', element: <UnsubscribePage variant="single" /> },
          { path: 'test-unsubscribe', element: <TestUnsubscribePage /> },
          { path: 'dev/mailbox', element: <DevMailboxPage /> },
          { path: 'terms', element: <PolicyPage kind="terms" /> },
          { path: 'refunds', element: <PolicyPage kind="refunds" /> },
          { path: 'contact', element: <PolicyPage kind="contact" /> },
          { path: '*', element: <UnmatchedPath /> },
        ],
      },
    ],
  },
  {
    element: <BareLayout />,
    errorElement: <RouteError />,
    children: [
      { path: 'email-viewer', element: <EmailViewerPage /> },
      { path: 'email-viewer/:emailId', element: <EmailViewerPage /> },
    ],
  },
];

/** SPEC §2: a game path without its game id (`/games//add`, `/games/`) goes home. */
export function isMissingGameId(pathname: string): boolean {
  const [, first, gameId] = pathname.split('/');
  return first === 'games' && !gameId;
}

function UnmatchedPath() {
  const { pathname } = useLocation();
  if (isMissingGameId(pathname)) return <Navigate to="/" replace />;
  return <NotFoundPage />;
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}
