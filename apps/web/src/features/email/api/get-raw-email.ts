import { emailApi } from '@/api/operations';
import { apiDownload, type AttachmentDownload } from '@/components/mailbox/download';

/** The name the raw message is saved under when the server names none. */
export const rawEmailFilename = (id: number) => `mail-${id}.eml`;

/** GET /api/email/{id}/raw (the seller only): the message exactly as received, as a download. */
export function rawEmailDownload(id: number): AttachmentDownload {
  return apiDownload(emailApi.raw, { params: { id } });
}
