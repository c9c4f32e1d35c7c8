import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '@/api/api-error';
import { Button, type ButtonProps } from '@/components/ui/button';
import { downloadFile, type AttachmentDownload } from './download';

export type DownloadButtonProps = Omit<ButtonProps, 'onClick' | 'busy'> & {
  /** Asked at the click, so credentials are the current ones. */
  download: () => AttachmentDownload;
  /** The name to save under when the server names none; also the error's wording. */
  filename: string;
};

/**
 * A button that downloads one file of a mail (an attachment, the raw message): busy while it
 * runs, and a toast that names the file and the reason when it fails (a 404 included, unlike
 * the API's silent not-found rule: the reader asked for this file).
 */
export function DownloadButton({ download, filename, children, ...props }: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await downloadFile(download(), filename);
    } catch (error) {
      toast.error(`Could not download ${filename}. ${errorMessage(error)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button {...props} busy={busy} onClick={() => void onClick()}>
      {children}
    </Button>
  );
}
