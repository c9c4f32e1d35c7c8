import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { mediaApi } from './operations';
import { isUploadCancelled, uploadWithProgress } from './upload-with-progress';

/** The parts of XMLHttpRequest an upload uses, driven by the test instead of a network. */
class StandInRequest {
  static last: StandInRequest | null = null;
  readonly headers = new Map<string, string>();
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();
  opened: { method: string; url: string } | null = null;
  sent: unknown = null;
  status = 0;
  responseText = '';

  constructor() {
    StandInRequest.last = this;
  }
  open(method: string, url: string) {
    this.opened = { method, url };
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name.toLowerCase(), value);
  }
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.events.dispatchEvent(new Event('abort'));
  }
  /** The body goes out in `shares`, then the server answers `status` with `payload`. */
  answer(status: number, payload: unknown, shares: number[] = []) {
    for (const share of shares)
      this.upload.dispatchEvent(
        Object.assign(new Event('progress'), {
          lengthComputable: true,
          loaded: share * 100,
          total: 100,
        }),
      );
    this.upload.dispatchEvent(new Event('load'));
    this.status = status;
    this.responseText = JSON.stringify(payload);
    this.events.dispatchEvent(new Event('load'));
  }
}

/** The request the next upload opens. */
function nextRequest(): () => StandInRequest {
  StandInRequest.last = null;
  vi.stubGlobal('XMLHttpRequest', StandInRequest);
  return () => StandInRequest.last!;
}

const form = () => {
  const body = new FormData();
  body.append('image', new Blob(['png'], { type: 'image/png' }), 'a.png');
  return body;
};

afterEach(() => {
  authStore.clear();
  vi.unstubAllGlobals();
});

describe('uploadWithProgress', () => {
  it('sends the form with the operation’s method and path and the session, and returns its data', async () => {
    authStore.setToken('t0ken');
    const request = nextRequest();
    const body = form();
    const shares: number[] = [];
    const upload = uploadWithProgress(mediaApi.upload, body, {
      onProgress: (sent) => shares.push(sent),
    });
    expect(request().opened).toEqual({ method: 'POST', url: '/api/upload' });
    expect(request().sent).toBe(body);
    expect(request().headers.get('authorization')).toBe('Bearer t0ken');
    expect(request().headers.has('content-type')).toBe(false);

    const data = { link: '/api/media/a.webp', thumb: '/api/media/a-thumb.webp' };
    request().answer(201, { status: 'success', data }, [0.25, 0.5]);
    await expect(upload).resolves.toEqual(data);
    expect(shares).toEqual([0.25, 0.5, 1]);
  });

  it('rejects with the server’s error, and as cancelled when its signal aborts', async () => {
    authStore.setToken('t0ken');
    const request = nextRequest();
    const refused = uploadWithProgress(mediaApi.upload, form());
    request().answer(422, {
      status: 'error',
      code: 'FILE_TYPE_NOT_SUPPORTED',
      message: 'File type is not supported',
    });
    await expect(refused).rejects.toMatchObject({
      status: 422,
      serverMessage: 'File type is not supported',
    });

    const controller = new AbortController();
    const cancelled = uploadWithProgress(mediaApi.upload, form(), { signal: controller.signal });
    controller.abort();
    const error = await cancelled.catch((e: unknown) => e);
    expect(isUploadCancelled(error)).toBe(true);
  });
});
