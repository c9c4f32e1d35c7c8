import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { NavLink, type To } from 'react-router';
import { cn } from '@/lib/cn';

export type NavLayout = 'row' | 'column';

/**
 * Where a row entry shows only its icon: `tablet` (768-1023 px), `below-xl` (under 1280 px,
 * where the seller's row does not fit with every label), `below-2xl` (under 1536 px, for the
 * owner's longer row), `always`, or `never`. The label stays
 * the link's name for screen readers and shows as a tooltip; the stacked phone menu shows it.
 */
export type IconOnly = 'never' | 'tablet' | 'below-xl' | 'below-2xl' | 'always';

const ICON_ONLY_CLASSES: Record<IconOnly, string | undefined> = {
  never: undefined,
  tablet: 'md:max-lg:sr-only',
  'below-xl': 'md:max-xl:sr-only',
  'below-2xl': 'md:max-2xl:sr-only',
  always: 'md:sr-only',
};

export function navEntryClasses(layout: NavLayout) {
  return ({ isActive }: { isActive: boolean }) =>
    cn(
      'inline-flex items-center gap-2 rounded-control px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
      layout === 'column' ? 'w-full' : 'md:max-lg:px-2',
      isActive
        ? 'bg-accent-soft text-accent-text'
        : 'text-fg-muted hover:bg-surface-muted hover:text-fg',
    );
}

/** The label of an entry that may show only its icon in the row. */
export function NavLabel({
  layout,
  iconOnly = 'never',
  children,
}: {
  layout: NavLayout;
  iconOnly?: IconOnly;
  children: ReactNode;
}) {
  return (
    <span className={layout === 'row' ? ICON_ONLY_CLASSES[iconOnly] : undefined}>{children}</span>
  );
}

/** One link of the nav bar: an optional icon, its label, and an optional count after it. */
export function NavEntry({
  to,
  label,
  icon: Icon,
  iconOnly = 'never',
  end,
  state,
  badge,
  layout,
  onNavigate,
}: {
  to: To;
  label: string;
  icon?: LucideIcon;
  iconOnly?: IconOnly;
  end?: boolean;
  state?: unknown;
  badge?: ReactNode;
  layout: NavLayout;
  onNavigate?: () => void;
}) {
  const mayHideLabel = Icon && layout === 'row' && iconOnly !== 'never';
  return (
    <li>
      <NavLink
        to={to}
        end={end}
        state={state}
        title={mayHideLabel ? label : undefined}
        className={navEntryClasses(layout)}
        onClick={onNavigate}
      >
        {Icon && <Icon aria-hidden="true" className="size-4 shrink-0" />}
        <NavLabel layout={layout} iconOnly={Icon ? iconOnly : 'never'}>
          {label}
        </NavLabel>
        {badge}
      </NavLink>
    </li>
  );
}
