import { useMemo } from 'react';
import { linkify } from './linkify';

/**
 * A mail without HTML: its text as written (line breaks kept, long words wrapped), with every
 * web address a link that opens in a new tab without a referrer (mail links carry tokens).
 * Built from text nodes only: nothing of the mail is parsed as markup.
 */
export function PlainTextBody({ text }: { text: string }) {
  const parts = useMemo(() => linkify(text), [text]);
  return (
    <pre className="overflow-x-auto p-4 font-sans text-sm break-words whitespace-pre-wrap text-fg sm:p-5">
      {parts.map((part, index) =>
        part.href ? (
          <a
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer"
            referrerPolicy="no-referrer"
            className="rounded-control break-all text-accent-text underline hover:no-underline"
          >
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </pre>
  );
}
