import { FileCode } from 'lucide-react';
import { DownloadButton } from '@/components/mailbox/download-button';
import { rawEmailDownload, rawEmailFilename } from '../api/get-raw-email';

/** The message exactly as received (headers and all), saved as an .eml file. */
export function ViewSourceButton({ id }: { id: number }) {
  return (
    <DownloadButton
      size="sm"
      variant="secondary"
      download={() => rawEmailDownload(id)}
      filename={rawEmailFilename(id)}
    >
      <FileCode aria-hidden="true" className="size-4" />
      View source
    </DownloadButton>
  );
}
