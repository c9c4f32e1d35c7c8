import { afterEach, describe, expect, it } from 'vitest';
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
  it('sends the seller’s bearer token to a back-office path', () => {
    authStore.setToken('t1');
    expect(apiDownload('email/4/raw')).toEqual({
      url: '/api/email/4/raw',
      headers: { authorization: 'Bearer t1' },
    });
  });

  it('sends a sub-roller’s token instead, and a buyer’s in the query', () => {
    expect(
      apiDownload('email/sub-roller/access/4/attachments/1', { subRollerToken: 'tok' }),
    ).toEqual({
      url: '/api/email/sub-roller/access/4/attachments/1',
      headers: { 'x-sub-roller-token': 'tok' },
    });
    expect(apiDownload('buyer/emails/4/attachments/0', { query: { token: 'b t' } })).toEqual({
      url: '/api/buyer/emails/4/attachments/0?token=b+t',
      headers: {},
    });
  });
});
