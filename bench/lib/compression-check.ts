/**
 * DESIGN §8 "every text asset and JSON answer compressed": asks the running server for its
 * pages, every script, stylesheet and SVG those pages reference, and the API answers the
 * pages read, each as a browser would (Accept-Encoding: br, gzip), and counts the text answers
 * of at least the server's compression threshold that came back without a Content-Encoding.
 */

/** The server compresses answers from this size on (app.ts); smaller ones gain nothing. */
const THRESHOLD_BYTES = 1024;
const TEXT_TYPE = /^(text\/|application\/(javascript|json)|image\/svg\+xml)/;

export interface CompressionCheck {
  /** Text answers at or above the threshold. */
  checked: number;
  compressed: number;
  /** Paths of those sent uncompressed. */
  uncompressed: string[];
}

/** Same-origin paths a page's HTML references: scripts, preloads, stylesheets, images. */
function referencedPaths(html: string): string[] {
  const found = new Set<string>();
  for (const m of html.matchAll(/\b(?:src|href)="(\/[^"#?]+)[^"]*"/g)) found.add(m[1]!);
  return [...found];
}

export async function checkCompression(
  baseUrl: string,
  pages: string[],
  apiPaths: string[],
): Promise<CompressionCheck> {
  const result: CompressionCheck = { checked: 0, compressed: 0, uncompressed: [] };
  const ask = async (path: string): Promise<string> => {
    const res = await fetch(`${baseUrl}${path}`, { headers: { 'accept-encoding': 'br, gzip' } });
    // fetch decodes the body; its length is the answer's size before compression.
    const body = await res.text();
    const type = res.headers.get('content-type') ?? '';
    if (res.status === 200 && TEXT_TYPE.test(type) && Buffer.byteLength(body) >= THRESHOLD_BYTES) {
      result.checked++;
      if (/^(br|gzip|deflate)$/.test(res.headers.get('content-encoding') ?? ''))
        result.compressed++;
      else result.uncompressed.push(path);
    }
    return body;
  };
  const assets = new Set<string>();
  for (const page of pages) for (const p of referencedPaths(await ask(page))) assets.add(p);
  for (const p of [...assets, ...apiPaths]) await ask(p);
  return result;
}
