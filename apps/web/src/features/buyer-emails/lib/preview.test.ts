import { describe, expect, it } from 'vitest';
import { bodyPreview, PREVIEW_LENGTH, stripTags } from './preview';

describe('body preview', () => {
  it('strips tags and keeps the words', () => {
    expect(stripTags('<p>Your code is <b>123456</b></p>')).toBe('Your code is 123456');
    expect(bodyPreview('<div>\n  Hello\n\n  <i>there</i>\n</div>')).toBe('Hello there');
  });

  it('cuts a long body to 150 characters plus "..."', () => {
    const long = 'a'.repeat(PREVIEW_LENGTH + 20);
    expect(bodyPreview(long)).toBe(`${'a'.repeat(PREVIEW_LENGTH)}...`);
    expect(bodyPreview('b'.repeat(PREVIEW_LENGTH))).toBe('b'.repeat(PREVIEW_LENGTH));
  });

  it('counts the 150 characters after the tags are gone', () => {
    const body = `<p>${'c'.repeat(PREVIEW_LENGTH)}</p>`;
    expect(bodyPreview(body)).toBe('c'.repeat(PREVIEW_LENGTH));
  });
});
