import { useState } from 'react';
import { LogOut, Settings } from 'lucide-react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { CountBadge } from '@/components/ui/badge';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/hooks/use-auth';
import { cn } from '@/lib/cn';
import { returnStateFor } from '@/lib/return-path';
import type { SellerCounts } from './use-seller-counts';

type Layout = 'row' | 'column';

function linkClasses(layout: Layout) {
  return ({ isActive }: { isActive: boolean }) =>
    cn(
      'inline-flex items-center gap-2 rounded-control px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
      layout === 'column' ? 'w-full' : 'md:max-lg:px-2',
      isActive
        ? 'bg-accent-soft text-accent-text'
        : 'text-fg-muted hover:bg-surface-muted hover:text-fg',
    );
}

/** Tablets: seven links do not fit in one row; the two with an icon keep only the icon. */
function tabletIconOnly(layout: Layout) {
  return layout === 'row' ? 'md:max-lg:sr-only' : undefined;
}

/**
 * The nav bar's links (SPEC §2): Shop for everyone; the back office for a signed-in seller;
 * a way to sign in otherwise. Used twice: inline on desktop, stacked in the mobile menu.
 */
export function NavItems({
  layout,
  counts,
  onNavigate,
}: {
  layout: Layout;
  counts: SellerCounts;
  onNavigate?: () => void;
}) {
  const { isAuthenticated, logout } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);
  const classes = linkClasses(layout);

  async function handleLogout() {
    setLoggingOut(true);
    await logout();
    setLoggingOut(false);
    onNavigate?.();
    navigate('/', { replace: true });
  }

  return (
    <ul className={cn('flex gap-1', layout === 'column' ? 'flex-col' : 'items-center')}>
      <li>
        <NavLink to="/" end className={classes} onClick={onNavigate}>
          Shop
        </NavLink>
      </li>
      {isAuthenticated ? (
        <>
          <li>
            <NavLink to="/email" className={classes} onClick={onNavigate}>
              Email
              <CountBadge count={counts.unread} label={(count) => `${count} unread`} />
            </NavLink>
          </li>
          <li>
            <NavLink to="/sub-roller-email" className={classes} onClick={onNavigate}>
              Sub-Roller Email
            </NavLink>
          </li>
          <li>
            <NavLink to="/transactions" className={classes} onClick={onNavigate}>
              Transactions
              <CountBadge count={counts.pending} label={(count) => `${count} pending`} />
            </NavLink>
          </li>
          <li>
            <NavLink to="/settings" className={classes} onClick={onNavigate}>
              <Settings aria-hidden="true" className="size-4" />
              <span className={tabletIconOnly(layout)}>Settings</span>
            </NavLink>
          </li>
          <li>
            <NavLink to="/change-password" className={classes} onClick={onNavigate}>
              Change Password
            </NavLink>
          </li>
          <li>
            <button
              type="button"
              className={cn(classes({ isActive: false }), 'cursor-pointer disabled:cursor-wait')}
              disabled={loggingOut}
              aria-busy={loggingOut || undefined}
              onClick={handleLogout}
            >
              {loggingOut ? <Spinner /> : <LogOut aria-hidden="true" className="size-4" />}
              <span className={tabletIconOnly(layout)}>Logout</span>
            </button>
          </li>
        </>
      ) : (
        <li>
          <NavLink
            to="/login"
            state={location.pathname === '/login' ? location.state : returnStateFor(location)}
            className={classes}
            onClick={onNavigate}
          >
            Sign in
          </NavLink>
        </li>
      )}
    </ul>
  );
}
