import { useEffect, useMemo, useRef, useState } from 'react';
import { useTheme } from '@/hooks/use-theme';
import { receivedMailDocument } from '@/lib/mail-html';
import { followContentHeight } from './frame-height';

/**
 * What the frame may do. Never `allow-scripts`: no code of a mail runs, blocked three times
 * over (this sandbox, the frame's own CSP `default-src 'none'`, DOMPurify removing scripts and
 * handlers). `allow-same-origin` is safe without scripts: it lets the page read the frame's
 * document (to size the frame to its mail), while the mail itself has no way to act, and
 * so cannot reach the page's storage where the session lives. Links open in a new tab.
 */
export const MAIL_FRAME_SANDBOX = 'allow-same-origin allow-popups allow-popups-to-escape-sandbox';

/** Before the mail is measured (and if it never can be): a readable first screen. */
const UNMEASURED_HEIGHT = '24rem';

/**
 * A received mail's HTML (DESIGN §5), sanitised, in a sandboxed frame as tall as the mail at
 * every width: the page scrolls, the frame never has a scrollbar of its own or cuts the end.
 */
export function MailFrame({ id, html, title }: { id: number; html: string; title: string }) {
  const { theme } = useTheme();
  const srcDoc = useMemo(() => receivedMailDocument(html, theme), [html, theme]);
  const frame = useRef<HTMLIFrameElement>(null);
  const stopFollowing = useRef<(() => void) | null>(null);
  const [measured, setMeasured] = useState<{ id: number; height: number } | null>(null);
  const height = measured?.id === id ? `${measured.height}px` : UNMEASURED_HEIGHT;

  useEffect(() => () => stopFollowing.current?.(), []);

  // Each load (another mail, another theme) is a new document to follow.
  const onLoad = () => {
    stopFollowing.current?.();
    stopFollowing.current = frame.current
      ? followContentHeight(frame.current, (next) =>
          setMeasured((last) =>
            last?.id === id && last.height === next ? last : { id, height: next },
          ),
        )
      : null;
  };

  return (
    <iframe
      // A fresh frame per mail: Chromium may leave a reused frame unpainted when its srcdoc
      // changes while it is being shown again (phones switch from the list to the mail).
      key={id}
      ref={frame}
      title={`Email body: ${title}`}
      sandbox={MAIL_FRAME_SANDBOX}
      srcDoc={srcDoc}
      onLoad={onLoad}
      style={{ height }}
      className="block w-full shrink-0"
    />
  );
}
