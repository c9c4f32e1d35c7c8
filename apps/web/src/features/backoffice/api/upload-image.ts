import type { UploadData } from '@shop/contract';
import { mediaApi } from '@/api/operations';
import { uploadWithProgress, type UploadOptions } from '@/api/upload-with-progress';

/**
 * POST /api/upload with one file in the multipart field `image` -> { link, thumb }. The server
 * checks the file and answers "File type is not supported", "File size is too big" or "File
 * size is too small" (SPEC §5); the form itself sets no limits. Called once per file, straight
 * from the image list (each file has its own progress, cancel and error), so no toast here.
 */
export function uploadImage(file: File, options?: UploadOptions): Promise<UploadData> {
  const body = new FormData();
  body.append('image', file);
  return uploadWithProgress(mediaApi.upload, body, options);
}
