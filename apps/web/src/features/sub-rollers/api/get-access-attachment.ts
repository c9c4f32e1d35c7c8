import { subRollersApi } from '@/api/operations';
import { apiDownload, type AttachmentDownload } from '@/components/mailbox/download';

/** GET /api/email/sub-roller/access/{id}/attachments/{n} with the X-Sub-Roller-Token header. */
export function accessAttachmentDownload(token: string, id: number, n: number): AttachmentDownload {
  return apiDownload(subRollersApi.accessAttachment, { params: { id, n }, subRollerToken: token });
}
