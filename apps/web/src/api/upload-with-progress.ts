import type { Operation, ResponseOf, Route } from '@shop/contract';
import { prepareCall } from './call';
import { settleResponse, parsePayload, unreachable } from './client';

export type UploadOptions = {
  /** Called as the body goes out, with the share sent so far (0 to 1). */
  onProgress?: (sent: number) => void;
  /** Aborting cancels the request; the promise then rejects with an AbortError. */
  signal?: AbortSignal;
};

/**
 * Sends a multipart body to an operation that reads it itself (its contract declares no JSON
 * body, path parameter or query) and returns the envelope's `data`, reporting upload progress.
 * fetch cannot report how much of a request body has gone out, XMLHttpRequest can; everything
 * else (the method and path, credentials, the signed-out gate, reading the answer) is the typed
 * client's.
 */
export function uploadWithProgress<O extends Operation>(
  op: Route<O>,
  body: FormData,
  { onProgress, signal }: UploadOptions = {},
): Promise<ResponseOf<O>> {
  const route: Route = op;
  // The form is sent below as it is: the request needs no JSON Content-Type for it.
  const request = prepareCall(route);
  return new Promise<ResponseOf<O>>((resolve, reject) => {
    const aborted = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    if (signal?.aborted) return aborted();

    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    // Every byte is out; the last progress event may not have said 100.
    xhr.upload.addEventListener('load', () => onProgress?.(1));
    xhr.addEventListener('load', () => {
      try {
        resolve(settleResponse(request, xhr.status, parsePayload(xhr.responseText)));
      } catch (error) {
        reject(error);
      }
    });
    xhr.addEventListener('error', () => reject(unreachable()));
    xhr.addEventListener('abort', aborted);
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/** True for the rejection of an upload its caller cancelled, which is no failure to report. */
export function isUploadCancelled(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
