import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/**
 * A small stand-in for the web build (index.html with an inline script, a fingerprinted asset
 * with its .br and .gz copies, a favicon, and a page renderer), so server tests of pages and
 * static files run without `npm run build`.
 */
export function standInWebBuild(): { webDist: string; webSsr: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-web-build-'));
  const files: Record<string, string> = {
    'index.html':
      '<!doctype html><html><head><title>Gacha Shop</title>' +
      "<script>document.documentElement.classList.toggle('dark', true);</script></head>" +
      '<body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body></html>',
    'assets/index-abc.js': `console.log(${JSON.stringify('x'.repeat(2000))});`,
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>',
  };
  mkdirSync(path.join(dir, 'assets'));
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dir, name);
    writeFileSync(file, text);
    writeFileSync(`${file}.br`, brotliCompressSync(text));
    writeFileSync(`${file}.gz`, gzipSync(text));
  }
  const webSsr = path.join(dir, 'entry-server.mjs');
  writeFileSync(
    webSsr,
    "export async function render(url) { return { head: '', body: '<div id=\"root\">' + url + '</div>', title: 'Shop' }; }\n",
  );
  return { webDist: dir, webSsr };
}
