import type { EmailAttachment } from '@shop/contract';
import { Paperclip } from 'lucide-react';
import type { AttachmentDownload } from './download';
import { DownloadButton } from './download-button';
import { formatSize } from './format-size';

/** The name to save an attachment under when neither the server nor the mail names it. */
const unnamed = (n: number) => `attachment-${n + 1}`;

/** A mail's attachments, each a button that downloads it (n counts from 0, as the API does). */
export function AttachmentList({
  attachments,
  download,
}: {
  attachments: EmailAttachment[];
  download: (n: number) => AttachmentDownload;
}) {
  if (attachments.length === 0) return null;
  return (
    <ul aria-label="Attachments" className="flex flex-wrap gap-2">
      {attachments.map((file, n) => {
        const label = file.filename ?? 'Unnamed attachment';
        return (
          <li key={n} className="max-w-full">
            <DownloadButton
              size="sm"
              variant="secondary"
              className="h-auto max-w-full py-1 text-xs"
              aria-label={`Download ${label}, ${file.content_type}, ${formatSize(file.size)}`}
              download={() => download(n)}
              filename={file.filename ?? unnamed(n)}
            >
              <Paperclip aria-hidden="true" className="size-3.5 shrink-0 text-fg-muted" />
              <span className="truncate">{label}</span>
              <span className="shrink-0 font-normal text-fg-muted">
                {file.content_type}, {formatSize(file.size)}
              </span>
            </DownloadButton>
          </li>
        );
      })}
    </ul>
  );
}
