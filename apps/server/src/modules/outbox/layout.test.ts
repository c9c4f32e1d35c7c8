import { describe, expect, it } from 'vitest';
import { renderMail } from './layout.ts';

const parts = {
  heading: 'Your account is ready',
  paragraphs: ['Payment received.', 'Change the password after signing in.'],
  facts: [
    ['Login', 'hero@shop.test'],
    ['Password', 'a<b>&"c\''],
  ] as Array<[string, string]>,
  action: { label: 'Open your order', url: 'http://localhost:3000/orders/7?token=x&y="z"' },
  footer: 'You bought an account at Gacha Shop.',
};

describe('renderMail', () => {
  it('writes the plain text from the same parts: heading, paragraphs, facts, link, footer', () => {
    expect(renderMail(parts).text).toBe(
      [
        'Your account is ready',
        '',
        'Payment received.',
        '',
        'Change the password after signing in.',
        '',
        'Login: hero@shop.test',
        `Password: a<b>&"c'`,
        '',
        'Open your order: http://localhost:3000/orders/7?token=x&y="z"',
        '',
        '--',
        'You bought an account at Gacha Shop.',
      ].join('\n'),
    );
  });

  it('escapes every value in the HTML, so a value can neither add markup nor leave its attribute', () => {
    const { html } = renderMail({ ...parts, heading: '<script>alert(1)</script>' });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('a&lt;b&gt;&amp;&quot;c&#39;');
    expect(html).toContain('href="http://localhost:3000/orders/7?token=x&amp;y=&quot;z&quot;"');
    // Every attribute value is closed by its own quote: no stray quote inside a style.
    const attributes = html.match(/ (?:style|href|lang|content|name|charset|role)=/g) ?? [];
    const wellFormed =
      html.match(/ (?:style|href|lang|content|name|charset|role)="[^"<>]*"(?=[\s>])/g) ?? [];
    expect(wellFormed).toHaveLength(attributes.length);
  });

  it('leaves out the facts table, button and footer when a mail has none', () => {
    const { html, text } = renderMail({ heading: 'Hello', paragraphs: ['One line.'] });
    expect(text).toBe('Hello\n\nOne line.');
    expect(html).not.toContain('<table');
    expect(html).not.toContain('<a ');
    expect(html).toContain('<h1 style="');
    expect(html).toMatch(/^<!doctype html><html lang="en"><head><meta charset="utf-8">/);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
  });
});
