import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

const hrefs = (text: string) => linkify(text).flatMap((part) => part.href ?? []);

describe('linkify', () => {
  it('gives the text back whole, links and all', () => {
    const text = 'Hi,\nopen https://a.example/x?y=1#z now.\n\nwww.b.example: done';
    expect(
      linkify(text)
        .map((part) => part.text)
        .join(''),
    ).toBe(text);
  });

  it.each([
    ['Go to https://a.example/path.', ['https://a.example/path']],
    ['(https://a.example/path)', ['https://a.example/path']],
    ['Wiki: https://en.wikipedia.org/wiki/Foo_(bar)!', ['https://en.wikipedia.org/wiki/Foo_(bar)']],
    [
      'Links: http://a.example, https://b.example; www.c.example?',
      ['http://a.example', 'https://b.example', 'https://www.c.example'],
    ],
    [
      'Local: http://localhost:3000/email-viewer?token=x:',
      ['http://localhost:3000/email-viewer?token=x'],
    ],
    ['"https://q.example/a" <https://r.example/b>', ['https://q.example/a', 'https://r.example/b']],
  ])('%s', (text, expected) => {
    expect(hrefs(text)).toEqual(expected);
  });

  it.each([
    'ftp://a.example/file',
    'javascript:alert(1)',
    'mailto:a@b.example',
    'https://.',
    'xhttps://a.example',
  ])('leaves %s as text', (text) => {
    expect(hrefs(text)).toEqual([]);
  });
});
