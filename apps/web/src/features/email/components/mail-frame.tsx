import { useMemo } from 'react';
import { useTheme } from '@/hooks/use-theme';
import { receivedMailDocument } from '@/lib/mail-html';

/**
 * A received mail's HTML (DESIGN §5): sanitised, in a frame without allow-scripts and without
 * allow-same-origin, so its markup can neither run code nor reach the page's storage (where the
 * seller's session lives). Links may open in a new tab.
 */
export function MailFrame({ id, html, title }: { id: number; html: string; title: string }) {
  const { theme } = useTheme();
  const srcDoc = useMemo(() => receivedMailDocument(html, theme), [html, theme]);
  return (
    <iframe
      // A fresh frame per mail: Chromium may leave a reused frame unpainted when its srcdoc
      // changes while it is being shown again (phones switch from the list to the mail).
      key={id}
      title={`Email body: ${title}`}
      sandbox="allow-popups allow-popups-to-escape-sandbox"
      srcDoc={srcDoc}
      className="block min-h-[24rem] w-full flex-1"
    />
  );
}
