import { useEffect } from 'react';

export const APP_NAME = 'Gacha Shop';

/** "Name · Gacha Shop", or the shop's name alone; also the title of a server-rendered page. */
export function documentTitle(title?: string): string {
  return title ? `${title} · ${APP_NAME}` : APP_NAME;
}

// The page names itself and the layout counts what waits; either may change without the other,
// so both are kept here and the tab's title is always written from the pair.
let pageTitle: string | undefined;
let waiting = 0;

function writeTitle(): void {
  document.title = (waiting > 0 ? `(${waiting}) ` : '') + documentTitle(pageTitle);
}

/** Names the browser tab after the page, so history entries and screen readers can tell pages apart. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    pageTitle = title;
    writeTitle();
  }, [title]);
}

/**
 * Puts "(count) " ahead of every page's title while mounted, so a tab in the background still
 * shows that something waits for the seller (orders to confirm).
 */
export function useDocumentTitleCount(count: number): void {
  useEffect(() => {
    waiting = count;
    writeTitle();
    return () => {
      waiting = 0;
      writeTitle();
    };
  }, [count]);
}
