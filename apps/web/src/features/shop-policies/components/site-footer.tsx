import { Link } from 'react-router';

const LINK_CLASSES =
  'rounded-control font-medium text-fg underline-offset-4 hover:text-accent-text hover:underline';

/**
 * The foot of every shop page: the shop's terms, refund policy and contact. Each leads to the
 * shop's own page, which shows the operator's text, or where it is published, or the address to
 * write to: the footer itself asks the server nothing, so no page waits or pays for it, and the
 * server-rendered page and its hydration agree.
 */
export function SiteFooter() {
  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-fg-muted sm:flex-row sm:items-center sm:justify-between">
        <p>Gacha Shop: game accounts, delivered by mail.</p>
        <nav aria-label="Shop policies and contact">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <Link to="/terms" className={LINK_CLASSES}>
                Terms
              </Link>
            </li>
            <li>
              <Link to="/refunds" className={LINK_CLASSES}>
                Refund policy
              </Link>
            </li>
            <li>
              <Link to="/contact" className={LINK_CLASSES}>
                Contact
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
