import type { FastifyRequest } from 'fastify';
import { AppError, errors } from '../../lib/errors.ts';

const badUpload = errors.uploadMalformed;

/** The body's failures, each named for a client; anything unexpected is a malformed body. */
function describe(err: unknown): AppError {
  if (err instanceof AppError) return err;
  switch ((err as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return errors.imageTooLarge();
    case 'FST_FILES_LIMIT':
      return badUpload('Send one file only, in the field image');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return badUpload('Send only the field image');
  }
  // Busboy's own errors: no or empty boundary, a body cut short, broken part headers.
  return badUpload('The upload is not a valid multipart body; send the file in the field image');
}

/** The bytes of the one file sent in the multipart field `image`. */
export async function readImageField(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw errors.uploadNotMultipart();
  let image: Buffer | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type !== 'file' || part.fieldname !== 'image')
        throw badUpload(`Unknown field: ${part.fieldname}; send the file in the field image`);
      if (image) throw badUpload('Send one file only, in the field image');
      image = await part.toBuffer();
    }
  } catch (err) {
    throw describe(err);
  }
  if (!image) throw errors.imageRequired();
  return image;
}
