import { prepareRequest, settleResponse, parsePayload, unreachable } from './client';

export type UploadOptions = {
  /** Called as the body goes out, with the share sent so far (0 to 1). */
  onProgress?: (sent: number) => void;
  /** Aborting cancels the request; the promise then rejects with an AbortError. */
  signal?: AbortSignal;
};

/**
 * POSTs a multipart body to `/api/{path}` and returns the envelope's `data`, reporting upload
 * progress. fetch cannot report how much of a request body has gone out, XMLHttpRequest can;
 * everything else (credentials, the signed-out gate, reading the answer) is the API client's.
 */
export function uploadWithProgress<T>(
  path: string,
  body: FormData,
  { onProgress, signal }: UploadOptions = {},
): Promise<T> {
  const request = prepareRequest(path, { method: 'POST', body });
  return new Promise<T>((resolve, reject) => {
    const aborted = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    if (signal?.aborted) return aborted();

    const xhr = new XMLHttpRequest();
    xhr.open('POST', request.url);
    request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    // Every byte is out; the last progress event may not have said 100.
    xhr.upload.addEventListener('load', () => onProgress?.(1));
    xhr.addEventListener('load', () => {
      try {
        resolve(settleResponse<T>(request, xhr.status, parsePayload(xhr.responseText)));
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
