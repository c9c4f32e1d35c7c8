import { useState } from 'react';
import { Bell, KeyRound, LogOut, Scale, Settings, ShoppingBag, Users } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { CountBadge } from '@/components/ui/badge';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/hooks/use-auth';
import { useRollerProfile } from '@/hooks/use-roller-profile';
import { cn } from '@/lib/cn';
import { returnStateFor } from '@/lib/return-path';
import { NavEntry, navEntryClasses, NavLabel, type NavLayout } from './nav-entry';
import type { SellerCounts } from './use-seller-counts';

/**
 * The nav bar's links (SPEC §2): Shop, and a buyer's own pages (the mail of the accounts they
 * bought, their search alerts) for everyone; the back office for a signed-in seller, a way to
 * sign in otherwise. Used twice: inline from 768 px, stacked in the phone menu.
 *
 * The seller's row holds eleven entries (twelve for the shop owner, whose Sellers page comes
 * before Settings), so there the buyer's two and Disputes show only their icons, and below
 * 1280 px so do Sellers, Settings, Change Password and Logout; the owner's Change Password stays
 * an icon up to 1536 px (at 1280 px the owner's row with both counts squeezed the brand onto two
 * lines). A visitor's row has room for words.
 */
export function NavItems({
  layout,
  counts,
  onNavigate,
}: {
  layout: NavLayout;
  counts: SellerCounts;
  onNavigate?: () => void;
}) {
  const { isAuthenticated, logout } = useAuth();
  const isOwner = useRollerProfile().data?.is_owner === true;
  const location = useLocation();
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);
  const entry = { layout, onNavigate };
  const sellerIconOnly = 'below-xl' as const;

  async function handleLogout() {
    setLoggingOut(true);
    await logout();
    setLoggingOut(false);
    onNavigate?.();
    navigate('/', { replace: true });
  }

  return (
    <ul className={cn('flex gap-1', layout === 'column' ? 'flex-col' : 'items-center')}>
      <NavEntry {...entry} to="/" end label="Shop" />
      <NavEntry
        {...entry}
        to="/buyer-emails"
        label="My purchases"
        icon={ShoppingBag}
        iconOnly={isAuthenticated ? 'always' : 'never'}
      />
      <NavEntry
        {...entry}
        to="/notifications"
        label="Alerts"
        icon={Bell}
        iconOnly={isAuthenticated ? 'always' : 'never'}
      />
      {isAuthenticated ? (
        <>
          <NavEntry
            {...entry}
            to="/email"
            label="Email"
            badge={<CountBadge count={counts.unread} label={(count) => `${count} unread`} />}
          />
          <NavEntry {...entry} to="/sub-roller-email" label="Sub-Roller Email" />
          <NavEntry
            {...entry}
            to="/transactions"
            label="Transactions"
            badge={<CountBadge count={counts.pending} label={(count) => `${count} pending`} />}
          />
          <NavEntry {...entry} to="/disputes" label="Disputes" icon={Scale} iconOnly="always" />
          {isOwner && (
            <NavEntry
              {...entry}
              to="/sellers"
              label="Sellers"
              icon={Users}
              iconOnly={sellerIconOnly}
            />
          )}
          <NavEntry
            {...entry}
            to="/settings"
            label="Settings"
            icon={Settings}
            iconOnly={sellerIconOnly}
          />
          <NavEntry
            {...entry}
            to="/change-password"
            label="Change Password"
            icon={KeyRound}
            iconOnly={isOwner ? 'below-2xl' : sellerIconOnly}
          />
          <li>
            <button
              type="button"
              title={layout === 'row' ? 'Logout' : undefined}
              className={cn(
                navEntryClasses(layout)({ isActive: false }),
                'cursor-pointer disabled:cursor-wait',
              )}
              disabled={loggingOut}
              aria-busy={loggingOut || undefined}
              onClick={handleLogout}
            >
              {loggingOut ? <Spinner /> : <LogOut aria-hidden="true" className="size-4" />}
              <NavLabel layout={layout} iconOnly={sellerIconOnly}>
                Logout
              </NavLabel>
            </button>
          </li>
        </>
      ) : (
        <NavEntry
          {...entry}
          to="/login"
          label="Sign in"
          state={location.pathname === '/login' ? location.state : returnStateFor(location)}
        />
      )}
    </ul>
  );
}
