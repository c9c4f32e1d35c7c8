import { buyerAccessApi } from '@/api/operations';
import { apiDownload, type AttachmentDownload } from '@/components/mailbox/download';

/**
 * GET /api/buyer/emails/{id}/attachments/{n}?token=: the n-th attachment of one of the buyer's
 * mails, as a download; the access token in the query is the buyer's whole credential.
 */
export function buyerAttachmentDownload(token: string, id: number) {
  return (n: number): AttachmentDownload =>
    apiDownload(buyerAccessApi.attachment, { params: { id, n }, query: { token } });
}
