import { describe, expect, it } from 'vitest';
import { readableText } from './index.ts';
import { STARFALL_HTML } from './starfall-mail.ts';

function lines(text: string): string[] {
  return text.split('\n');
}

describe('readableText', () => {
  it('reads an HTML-only game mail as a person does: heading first, the code on its own line', () => {
    const text = readableText(STARFALL_HTML);
    expect(text.startsWith('Starfall Reverie — Security Check')).toBe(true);
    expect(lines(text)).toContain('482913');
    expect(text).not.toMatch(/http|banner|\.png|\.gif/);
    expect(text).toContain('Hello Traveler,');
    expect(text).toContain('Verify email');
    expect(text).toContain('The code expires in 30 minutes.');
    expect(text).not.toContain('security code is inside');
    expect(text).not.toMatch(/[\u200b\u200c\u00a0]/);
    expect(text).not.toContain('@media');
    expect(text).not.toMatch(/\n\n\n/);
    expect(text).toBe(text.trim());
  });

  it('gives a useful preview: the first words are the mail’s, not a URL', () => {
    const preview = readableText(STARFALL_HTML).replace(/\s+/g, ' ').slice(0, 150);
    expect(preview).toMatch(/^Starfall Reverie — Security Check Hello Traveler, We received/);
  });

  it('keeps headings in their own case and never wraps long lines', () => {
    const long = 'word '.repeat(60).trim();
    const text = readableText(`<h2>Your Account Is Ready</h2><p>${long}</p>`);
    expect(text).toBe(`Your Account Is Ready\n\n${long}`);
  });

  it('puts blocks and rows on lines, cells a tab apart, paragraphs a blank line apart', () => {
    const html = `<div>Order summary</div>
      <table><tr><td>Code:</td><td><b>A7K9Q2</b></td></tr><tr><td>Valid for</td><td>15 min</td></tr></table>
      <p>First paragraph.</p><p>Second<br>line two</p><ul><li>one</li><li>two</li></ul>`;
    expect(readableText(html)).toBe(
      'Order summary\nCode:\tA7K9Q2\nValid for\t15 min\n\nFirst paragraph.\n\nSecond\nline two\n\none\ntwo',
    );
  });

  it('decodes entities and drops invisible characters', () => {
    const html =
      '<p>Fish &amp; Chips&nbsp;&nbsp;&mdash; &#x1F3AE; caf&eacute; &lt;b&gt;</p><p>a&#8203;b&zwnj;c\u00adf\ufeff</p>';
    expect(readableText(html)).toBe('Fish & Chips — 🎮 café <b>\n\nabcf');
  });

  it('keeps an emoji sequence joined', () => {
    expect(readableText('<p>Party 👩\u200d💻 time</p>')).toBe('Party 👩\u200d💻 time');
  });

  it('drops script, style, title, comments, Outlook-only blocks, hidden elements and SVG', () => {
    const html = `<html><head><title>Subject line</title><script>var a = "<p>x</p>";</script></head>
      <body><!-- tracking: 123 --><!--[if mso]><p>Outlook only</p><![endif]-->
      <!--[if !mso]><!--><p>Everyone else</p><!--<![endif]-->
      <p hidden>hidden attr</p><span style="visibility: hidden">invisible</span>
      <div style="opacity:0">faded</div><svg><text>icon</text></svg><template><p>tpl</p></template>
      <p style="mso-hide:all">Not in Outlook</p></body></html>`;
    expect(readableText(html)).toBe('Everyone else\n\nNot in Outlook');
  });

  it('keeps the lines and spaces of preformatted text', () => {
    expect(readableText('<p>Before</p><pre>code:\n  482913\n\n\n\nend</pre>')).toBe(
      'Before\n\ncode:\n  482913\n\nend',
    );
  });

  it('reads broken markup: unclosed cells, paragraphs, links and a style that never ends', () => {
    const html =
      '<table><tr><td>a<td>b<tr><td>c</table><p>d<p>e</b></span><a href="https://x.example">f<div>g';
    expect(readableText(html)).toBe('a\tb\nc\n\nd\n\nef\ng');
    expect(readableText('<p>before</p><style>p { color: red }')).toBe('before');
    expect(readableText('<div>text with a < sign and </ stray > bits')).toContain('text with a');
  });

  it('removes NUL bytes and control characters', () => {
    expect(readableText('<p>a\u0000b\u0007c</p>\u0000<div>\u0000d</div>')).toBe('abc\n\nd');
  });

  it('is empty for an empty or text-less document', () => {
    expect(readableText('')).toBe('');
    expect(
      readableText('<html><head><style>x{}</style></head><body><img src="x"></body></html>'),
    ).toBe('');
  });
});

describe('readableText on hostile input', () => {
  it('reads 10,000 nested divs without overflowing the stack', () => {
    const html = `${'<div>'.repeat(10_000)}deep text${'</div>'.repeat(10_000)}<p>after</p>`;
    const result = readableText(html);
    expect(result).toBe('deep text\n\nafter');
  });

  it('reads 2 MB of unclosed tags and of stray end tags within the test timeout (linear, not quadratic)', () => {
    for (const html of [
      '<div>'.repeat(400_000),
      `${'<b>'.repeat(300_000)}bold`,
      `<span>${'<div>'.repeat(2000)}${'</span>'.repeat(250_000)}`,
    ]) {
      expect(readableText(html)).not.toContain('<');
    }
    expect(readableText(`${'<i>'.repeat(5000)}x`)).toBe('x');
  });

  it('reads only the head of 5 MB of HTML and writes at most 100,000 characters', () => {
    const html = '<p>Hello <b>world</b> &amp; friends, here is more text.</p>\n'.repeat(90_000);
    expect(html.length).toBeGreaterThan(5_000_000);
    const result = readableText(html);
    expect(result.length).toBeLessThanOrEqual(100_000);
    expect(result.startsWith('Hello world & friends, here is more text.\n\nHello')).toBe(true);
  });

  it('caps one huge text node, and never ends in half a surrogate pair', () => {
    const result = readableText(`<p>${'😀 '.repeat(1_000_000)}</p>`);
    expect(result.length).toBeLessThanOrEqual(100_000);
    expect(result).not.toMatch(/[\uD800-\uDBFF]$/);
  });
});
