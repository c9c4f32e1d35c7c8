import type { Operation, Route } from '@shop/contract';
import { prepareCall, type CallArgs } from '@/api/call';
import { parsePayload } from '@/api/client';

/** Where a file of a mail comes from, with the reader's own credentials. */
export type AttachmentDownload = { url: string; headers?: Record<string, string> };

/**
 * A file operation as a download, with the credentials the reader has: the seller's bearer
 * token, a sub-roller's `subRollerToken`, or a buyer's token in `query`. Throws (as an API call
 * would) when the route is a back-office one and nobody is signed in.
 */
export function apiDownload<O extends Operation>(
  route: Route<O>,
  ...input: CallArgs<O>
): AttachmentDownload {
  const { url, headers } = prepareCall(route, ...input);
  // The answer is the file itself, not the JSON the API's calls ask for.
  headers.delete('Accept');
  return { url, headers: Object.fromEntries(headers) };
}

/**
 * The file name a `Content-Disposition` header gives: the UTF-8 `filename*` first (names with
 * accents or non-Latin letters), then the plain `filename`; null when it names none.
 */
export function dispositionFilename(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A broken escape: the plain name, if there is one, still serves.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return name || null;
}

/** Why a download failed, in the server's words when it sent an error envelope. */
async function failureMessage(response: Response): Promise<string> {
  const payload = parsePayload(await response.text().catch(() => ''));
  const message = (payload as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message
    ? message
    : `The server answered with status ${response.status}.`;
}

/** Hands a file to the browser's downloads, as a click on a link with `download` would. */
function saveFile(file: Blob, filename: string): void {
  const href = URL.createObjectURL(file);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = filename;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Some browsers read the blob after the click's task; let them before it is freed.
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

/**
 * Fetches a file with its credentials (a plain link cannot send headers) and saves it under
 * the name the server gives, else `fallbackName`. Rejects with a readable Error.
 */
export async function downloadFile(
  { url, headers }: AttachmentDownload,
  fallbackName: string,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { headers });
  } catch {
    throw new Error('Could not reach the server.');
  }
  if (!response.ok) throw new Error(await failureMessage(response));
  const file = await response.blob();
  saveFile(file, dispositionFilename(response.headers.get('Content-Disposition')) ?? fallbackName);
}
