import { useEffect } from 'react';

export const APP_NAME = 'Gacha Shop';

/** Names the browser tab after the page, so history entries and screen readers can tell pages apart. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
