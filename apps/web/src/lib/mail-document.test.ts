import { describe, expect, it } from 'vitest';
import { mailDocument } from './mail-document';

const HEAD = '<base target="_blank"><meta name="referrer" content="no-referrer">';

describe('mailDocument', () => {
  it('adds the link target and referrer policy inside an existing head', () => {
    expect(mailDocument('<html><head><title>x</title></head><body>hi</body></html>')).toBe(
      `<html><head>${HEAD}<title>x</title></head><body>hi</body></html>`,
    );
  });

  it('adds a head to a document that has none, keeping the doctype first', () => {
    expect(mailDocument('<!doctype html><html lang="en"><body>hi</body></html>')).toBe(
      `<!doctype html><html lang="en"><head>${HEAD}</head><body>hi</body></html>`,
    );
  });

  it('prefixes a fragment', () => {
    expect(mailDocument('<p>hi</p>')).toBe(`${HEAD}<p>hi</p>`);
  });
});

describe('mailDocument with extra head markup', () => {
  it('puts it after the base head, before the mail head content', () => {
    expect(mailDocument('<head><style>p{}</style></head>', '<style>x{}</style>')).toBe(
      `<head>${HEAD}<style>x{}</style><style>p{}</style></head>`,
    );
  });
});
