import { useState } from 'react';
import { LogOut } from 'lucide-react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { useUnreadCount } from '@/features/email/api/use-unread-count';
import { usePendingCount } from '@/features/orders/api/get-pending-count';
import { CountBadge } from '@/components/ui/badge';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/hooks/use-auth';
import { cn } from '@/lib/cn';
import { returnStateFor } from '@/lib/return-path';

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

/**
 * The nav bar's links (SPEC §2): Shop for everyone; the back office for a signed-in seller;
 * a way to sign in otherwise. Used twice: inline on desktop, stacked in the mobile menu.
 */
export function NavItems({ layout, onNavigate }: { layout: Layout; onNavigate?: () => void }) {
  const { isAuthenticated, logout } = useAuth();
  const unread = useUnreadCount();
  const pendingOrders = usePendingCount();
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
              <CountBadge count={unread} label={(count) => `${count} unread`} />
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
              <CountBadge count={pendingOrders} label={(count) => `${count} pending`} />
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
              Logout
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
