import { Link } from 'react-router';
import { useIsClientRender } from '@/hooks/use-client-render';

const LINK_CLASSES =
  'rounded-control font-medium text-fg underline-offset-4 hover:text-accent-text hover:underline';

/** The server's mark on a page sent to the shop's own machine while the dev mailbox is on. */
const DEV_MAILBOX_META = 'meta[name="shop-dev-mailbox"]';

/**
 * Where outbound mail can be read, when the page says so (server: plugins/spa-dev-mailbox.ts):
 * only to someone on the shop's own machine, and only while no relay sends the mail. Read after
 * hydration, so the first render matches the server's HTML.
 */
function useDevMailboxPath(): string | null {
  const inBrowser = useIsClientRender();
  if (!inBrowser) return null;
  return document.querySelector<HTMLMetaElement>(DEV_MAILBOX_META)?.content || null;
}

/**
 * The foot of every shop page: the shop's terms, refund policy and contact. Each leads to the
 * shop's own page, which shows the operator's text, or where it is published, or the address to
 * write to: the footer itself asks the server nothing, so no page waits or pays for it, and the
 * server-rendered page and its hydration agree. While the dev mailbox is on, the shop's own
 * machine also gets a link to it, where invoices and other outbound mail land.
 */
export function SiteFooter() {
  const devMailbox = useDevMailboxPath();
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
            {devMailbox && (
              <li>
                <Link to={devMailbox} className={LINK_CLASSES}>
                  Dev mailbox
                </Link>
              </li>
            )}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
