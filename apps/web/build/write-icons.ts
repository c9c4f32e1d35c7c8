// `npx tsx build/write-icons.ts` (in apps/web): draws the installed app's icons from
// public/favicon.svg into public/icons/, so they change with the favicon.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = fileURLToPath(new URL('../public', import.meta.url));
const favicon = readFileSync(`${publicDir}/favicon.svg`, 'utf8');

// A launcher crops a maskable icon to its own shape, and iOS rounds the touch icon itself and
// paints transparent corners black, so both get the favicon's background to the edges. Its
// star stays inside the central 80% circle a mask may keep.
const fullBleed = favicon.replace(/\s+rx="[^"]*"/, '');

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed },
];

/** The SVG drawn at the icon's size (not drawn small and scaled up), as a compact PNG. */
function drawIcon(svg: string, size: number): Promise<Buffer> {
  const viewBoxWidth = Number(/viewBox="[\d.]+ [\d.]+ ([\d.]+)/.exec(svg)?.[1] ?? size);
  return sharp(Buffer.from(svg), { density: (72 * size) / viewBoxWidth })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}

mkdirSync(`${publicDir}/icons`, { recursive: true });
for (const { file, size, svg } of ICONS) {
  const png = await drawIcon(svg, size);
  writeFileSync(`${publicDir}/icons/${file}`, png);
  console.log(`public/icons/${file}: ${size}x${size}, ${png.length} bytes`);
}
