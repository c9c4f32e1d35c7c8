import { useEffect } from 'react';

export const APP_NAME = 'Gacha Shop';

/** "Name · Gacha Shop", or the shop's name alone; also the title of a server-rendered page. */
export function documentTitle(title?: string): string {
  return title ? `${title} · ${APP_NAME}` : APP_NAME;
}

/** Names the browser tab after the page, so history entries and screen readers can tell pages apart. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
