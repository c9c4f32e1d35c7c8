import { afterEach, describe, expect, it } from 'vitest';
import { buyerAccessApi, emailApi, subRollersApi } from '@/api/operations';
import { authStore } from '@/lib/auth-store';
import { apiDownload, dispositionFilename } from './download';

afterEach(() => authStore.clear());

describe('dispositionFilename', () => {
  it.each([
    ["attachment; filename*=UTF-8''Re%C3%A7u%20n%C2%B01.pdf", 'Reçu n°1.pdf'],
    ['attachment; filename="plain.txt"; filename*=UTF-8\'\'%E2%9C%93.txt', '✓.txt'],
    ['attachment; filename="with \\"quotes\\".txt"', 'with "quotes".txt'],
    ['attachment; filename=bare.eml', 'bare.eml'],
    ['attachment; filename*=UTF-8\'\'%E0%A4%A; filename="fallback.bin"', 'fallback.bin'],
    ['attachment', null],
    [null, null],
  ])('%s', (header, name) => {
    expect(dispositionFilename(header)).toBe(name);
  });
});

describe('apiDownload', () => {
  it('sends the seller’s bearer token to a back-office route', () => {
    authStore.setToken('t1');
    expect(apiDownload(emailApi.raw, { params: { id: 4 } })).toEqual({
      url: '/api/email/4/raw',
      headers: { authorization: 'Bearer t1' },
    });
  });

  it('sends a sub-roller’s token instead, and a buyer’s in the query', () => {
    expect(
      apiDownload(subRollersApi.accessAttachment, {
        params: { id: 4, n: 1 },
        subRollerToken: 'tok',
      }),
    ).toEqual({
      url: '/api/email/sub-roller/access/4/attachments/1',
      headers: { 'x-sub-roller-token': 'tok' },
    });
    expect(
      apiDownload(buyerAccessApi.attachment, {
        params: { id: 4, n: 0 },
        query: { token: 'b t' },
      }),
    ).toEqual({
      url: '/api/buyer/emails/4/attachments/0?token=b+t',
      headers: {},
    });
  });

  it('refuses a back-office file while signed out, and keeps a seller’s token from a buyer’s', () => {
    expect(() => apiDownload(emailApi.attachment, { params: { id: 4, n: 0 } })).toThrow(
      expect.objectContaining({ status: 404 }),
    );
    authStore.setToken('t1');
    expect(
      apiDownload(buyerAccessApi.attachment, { params: { id: 4, n: 0 }, query: { token: 'b' } }),
    ).toEqual({ url: '/api/buyer/emails/4/attachments/0?token=b', headers: {} });
  });
});
