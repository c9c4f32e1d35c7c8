import { AppError, errors } from '../../lib/errors.ts';
import { OutboundError, outboundRequest } from '../../lib/outbound-http.ts';

export interface SafeFetchOptions {
  /** Addresses allowed although not public (tests); empty in production. */
  allow: ReadonlySet<string>;
  maxBytes: number;
  /** One deadline for the whole fetch: lookups, redirects and the body, however slowly it drips. */
  timeoutMs: number;
  maxRedirects: number;
}

/**
 * Fetches an external image through the guarded client (lib/outbound-http.ts): a refused
 * address answers IMAGE_URL_REFUSED, anything else that goes wrong UPSTREAM_FAILED.
 */
export async function safeFetchImage(
  raw: string,
  opts: SafeFetchOptions,
): Promise<{ body: Buffer; contentType: string }> {
  let contentType = '';
  try {
    const answer = await outboundRequest(raw, {
      headers: { accept: 'image/*', 'user-agent': 'GachaShop-ImageProxy/1' },
      reach: opts.allow,
      timeoutMs: opts.timeoutMs,
      maxBytes: opts.maxBytes,
      overflow: 'fail',
      maxRedirects: opts.maxRedirects,
      onHead: ({ status, headers }) => {
        if (status !== 200) throw errors.imageFetchFailed(`the server answered ${status}`);
        contentType = String(headers['content-type'] ?? '')
          .split(';')[0]!
          .trim()
          .toLowerCase();
        // SVG can carry script; only raster images pass.
        if (!contentType.startsWith('image/') || contentType === 'image/svg+xml')
          throw errors.imageFetchFailed('the address is not an image');
      },
    });
    return { body: answer.body, contentType };
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (err instanceof OutboundError && err.kind === 'refused')
      throw errors.imageUrlRefused(err.message);
    throw errors.imageFetchFailed((err as Error).message);
  }
}
