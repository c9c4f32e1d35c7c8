import { useEffect, useRef, useState } from 'react';
import { Gem } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { useAuth } from '@/hooks/use-auth';
import { MenuButton } from './menu-button';
import { NavItems } from './nav-items';
import { useSellerCounts } from './use-seller-counts';

const MOBILE_MENU_ID = 'mobile-menu';

/** Top bar: brand, links (inline from 768 px, in a menu below), theme toggle. */
export function NavBar() {
  const location = useLocation();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  // The menu remembers the location it was opened at, so any navigation closes it by itself.
  const [openAtKey, setOpenAtKey] = useState<string | null>(null);
  const menuOpen = openAtKey === location.key;
  const counts = useSellerCounts();
  const { isAuthenticated } = useAuth();

  useEffect(() => {
    if (!menuOpen) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpenAtKey(null);
      menuButtonRef.current?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const closeMenu = () => setOpenAtKey(null);

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-surface">
      <nav aria-label="Main" className="mx-auto flex h-14 max-w-7xl items-center gap-4 px-4">
        <Link
          to="/"
          className="flex shrink-0 items-center gap-2 rounded-control text-lg font-bold whitespace-nowrap text-fg"
        >
          <Gem aria-hidden="true" className="size-5 text-accent-text" />
          {/* Tablets: the seller's ten links need the room; the icon still leads home. */}
          <span className={isAuthenticated ? 'md:max-lg:sr-only' : undefined}>Gacha Shop</span>
        </Link>
        <div className="hidden md:block">
          <NavItems layout="row" counts={counts} />
        </div>
        <div className="ml-auto flex items-center gap-1">
          <ThemeToggle />
          <MenuButton
            ref={menuButtonRef}
            open={menuOpen}
            counts={counts}
            controls={MOBILE_MENU_ID}
            onToggle={() => setOpenAtKey(menuOpen ? null : location.key)}
          />
        </div>
      </nav>
      {menuOpen && (
        <div id={MOBILE_MENU_ID} className="border-t border-border px-4 py-3 md:hidden">
          <NavItems layout="column" counts={counts} onNavigate={closeMenu} />
        </div>
      )}
    </header>
  );
}
