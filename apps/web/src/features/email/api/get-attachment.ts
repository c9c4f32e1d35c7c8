import { emailApi } from '@/api/operations';
import { apiDownload, type AttachmentDownload } from '@/components/mailbox/download';

/** GET /api/email/{id}/attachments/{n}: the n-th attachment (from 0), with the seller's token. */
export function emailAttachmentDownload(id: number, n: number): AttachmentDownload {
  return apiDownload(emailApi.attachment, { params: { id, n } });
}
