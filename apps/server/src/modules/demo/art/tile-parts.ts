import { SANS, n1 } from './shared.ts';
import { fitText, textBlock } from './text-fit.ts';

// ---------------------------------------------------------------------------------------------
// Shared pieces
// ---------------------------------------------------------------------------------------------

export function starPath(cx: number, cy: number, outer: number, inner: number, points = 5): string {
  const parts: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + (i * Math.PI) / points;
    parts.push(`${i === 0 ? 'M' : 'L'}${n1(cx + r * Math.cos(a))} ${n1(cy + r * Math.sin(a))}`);
  }
  return `${parts.join(' ')}Z`;
}

/** A four-pointed sparkle. */
export function sparklePath(cx: number, cy: number, r: number): string {
  const w = r * 0.22;
  return (
    `M${n1(cx)} ${n1(cy - r)} Q${n1(cx + w)} ${n1(cy - w)} ${n1(cx + r)} ${n1(cy)} ` +
    `Q${n1(cx + w)} ${n1(cy + w)} ${n1(cx)} ${n1(cy + r)} Q${n1(cx - w)} ${n1(cy + w)} ${n1(cx - r)} ${n1(cy)} ` +
    `Q${n1(cx - w)} ${n1(cy - w)} ${n1(cx)} ${n1(cy - r)}Z`
  );
}

export function rarityStars(count: number, cx: number, y: number, size: number): string {
  const gap = size * 2.15;
  const start = cx - ((count - 1) * gap) / 2;
  const stars: string[] = [];
  for (let i = 0; i < count; i++) stars.push(starPath(start + i * gap, y, size, size * 0.45));
  return (
    `<path d="${stars.join(' ')}" fill="#ffe27a" stroke="#6b4a10" stroke-width="1.2" ` +
    `stroke-linejoin="round"/>`
  );
}

/** Name ribbon at the bottom of a square tile. */
export function nameRibbon(label: string, size: number, id: string): string {
  const bandH = size * 0.25;
  const top = size - bandH;
  const fitted = fitText(
    label,
    { width: size - 28, height: bandH - 12, maxFont: 21, minFont: 9, maxLines: 2 },
    { preferWrapBelow: 20 },
  );
  return (
    `<rect x="0" y="${n1(top - 18)}" width="${size}" height="${n1(bandH + 18)}" fill="url(#${id}-band)"/>` +
    textBlock(
      fitted,
      size / 2,
      top + bandH / 2 + 1,
      `font-family="${SANS}" font-weight="700" fill="#ffffff" stroke="#140c22" ` +
        `stroke-width="3" stroke-opacity="0.55" paint-order="stroke" stroke-linejoin="round"`,
      1.12,
    )
  );
}

export function ribbonGradient(id: string): string {
  return (
    `<linearGradient id="${id}-band" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="#0d0818" stop-opacity="0"/>` +
    `<stop offset="0.32" stop-color="#0d0818" stop-opacity="0.55"/>` +
    `<stop offset="1" stop-color="#0d0818" stop-opacity="0.78"/></linearGradient>`
  );
}
