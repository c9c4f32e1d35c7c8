import { mkdtempSync, readFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress.ts';

describe('precompressDirectory', () => {
  it('writes brotli and gzip copies of text files that decode to the original', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    mkdirSync(path.join(dir, 'assets'));
    const script = `export const words = ${JSON.stringify('storefront '.repeat(400))};\n`;
    writeFileSync(path.join(dir, 'assets', 'index-abc.js'), script);
    writeFileSync(path.join(dir, 'index.html'), `<!doctype html>${'<p>hi</p>'.repeat(200)}`);

    const done = await precompressDirectory(dir);

    expect(done.map((f) => path.relative(dir, f)).sort()).toEqual([
      path.join('assets', 'index-abc.js'),
      'index.html',
    ]);
    const js = path.join(dir, 'assets', 'index-abc.js');
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${js}.br`).length).toBeLessThan(script.length / 10);
  });

  it('compresses small text files too, and leaves binary formats alone', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>');
    writeFileSync(path.join(dir, 'banner.webp'), Buffer.alloc(4096, 7));

    expect(await precompressDirectory(dir)).toEqual([path.join(dir, 'favicon.svg')]);
    expect(gunzipSync(readFileSync(path.join(dir, 'favicon.svg.gz'))).toString()).toBe('<svg/>');
    expect(existsSync(path.join(dir, 'banner.webp.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'banner.webp.gz'))).toBe(false);
  });
});
