import type { Rng } from '../rng.ts';
import { mix, n1 } from './shared.ts';

// ---------------------------------------------------------------------------------------------
// Game banner scenery: ridge lines and the sky train
// ---------------------------------------------------------------------------------------------

export type RidgeStyle = 'peaks' | 'hills' | 'spires';

export function ridgePath(
  rng: Rng,
  style: RidgeStyle,
  width: number,
  height: number,
  base: number,
  amp: number,
  windows: string[] = [],
): string {
  if (style === 'spires') {
    const parts = [`M0 ${height} L0 ${n1(base)}`];
    let x = 0;
    while (x < width) {
      const w = rng.float(18, 54);
      const h = base - rng.float(0.15, 1) * amp;
      const roof = rng.int(0, 3);
      if (roof === 0) {
        parts.push(`L${n1(x)} ${n1(h)} L${n1(x + w)} ${n1(h)}`);
      } else if (roof === 1) {
        parts.push(
          `L${n1(x)} ${n1(h)} L${n1(x + w / 2)} ${n1(h - rng.float(10, 36))} L${n1(x + w)} ${n1(h)}`,
        );
      } else if (roof === 2) {
        parts.push(`L${n1(x)} ${n1(h)} Q${n1(x + w / 2)} ${n1(h - w * 0.6)} ${n1(x + w)} ${n1(h)}`);
      } else {
        const mast = x + w * rng.float(0.3, 0.7);
        parts.push(
          `L${n1(x)} ${n1(h)} L${n1(mast - 1.5)} ${n1(h)} L${n1(mast - 1.5)} ${n1(h - rng.float(18, 44))} ` +
            `L${n1(mast + 1.5)} ${n1(h - rng.float(18, 44))} L${n1(mast + 1.5)} ${n1(h)} L${n1(x + w)} ${n1(h)}`,
        );
      }
      // A few lit windows inside the building.
      const lit = rng.int(0, 4);
      for (let k = 0; k < lit && w > 12; k++) {
        windows.push(
          `<rect x="${n1(rng.float(x + 4, x + w - 7))}" y="${n1(rng.float(h + 6, Math.max(h + 8, base + 20)))}" width="2.6" height="3.4"/>`,
        );
      }
      x += w;
      if (rng.chance(0.35)) {
        const gap = rng.float(4, 14);
        const low = base - rng.float(0, 0.25) * amp;
        parts.push(`L${n1(x)} ${n1(low)} L${n1(x + gap)} ${n1(low)}`);
        x += gap;
      }
    }
    parts.push(`L${width} ${height} Z`);
    return parts.join(' ');
  }
  // Midpoint displacement for a natural ridge line.
  const segments = 32;
  const ys: number[] = [];
  for (let i = 0; i <= segments; i++) ys.push(0);
  ys[0] = rng.float(-0.5, 0.5);
  ys[segments] = rng.float(-0.5, 0.5);
  const roughness = style === 'peaks' ? 0.62 : 0.42;
  const fill = (lo: number, hi: number, spread: number) => {
    if (hi - lo < 2) return;
    const mid = (lo + hi) >> 1;
    ys[mid] = ((ys[lo] ?? 0) + (ys[hi] ?? 0)) / 2 + rng.float(-spread, spread);
    fill(lo, mid, spread * roughness);
    fill(mid, hi, spread * roughness);
  };
  fill(0, segments, 1);
  const lo = Math.min(...ys);
  const span = Math.max(...ys) - lo || 1;
  const pts = ys.map((v, i) => [(i / segments) * width, base - ((v - lo) / span) * amp] as const);
  const first = pts[0] ?? [0, base];
  if (style === 'peaks') {
    return `M0 ${height} L${pts.map(([x, y]) => `${n1(x)} ${n1(y)}`).join(' L')} L${width} ${height} Z`;
  }
  // Smooth hills: quadratic curves through midpoints.
  const parts = [`M0 ${height} L${n1(first[0])} ${n1(first[1])}`];
  for (let i = 1; i < pts.length - 1; i++) {
    const p = pts[i] ?? first;
    const q = pts[i + 1] ?? p;
    parts.push(`Q${n1(p[0])} ${n1(p[1])} ${n1((p[0] + q[0]) / 2)} ${n1((p[1] + q[1]) / 2)}`);
  }
  const last = pts[pts.length - 1] ?? first;
  parts.push(`L${n1(last[0])} ${n1(last[1])} L${width} ${height} Z`);
  return parts.join(' ');
}

/** An elevated rail with a streamlined train gliding along it. */
export function skyTrain(
  rng: Rng,
  W: number,
  H: number,
  y: number,
  night: string,
  sky: string,
  glow: string,
): string {
  const dark = mix(night, sky, 0.35);
  const edge = mix(sky, '#ffffff', 0.25);
  const parts: string[] = [];
  // Pylons, then the beam.
  const pylons: string[] = [];
  const step = rng.float(80, 110);
  for (let x = rng.float(10, step); x < W; x += step) {
    pylons.push(
      `M${n1(x - 4)} ${n1(y + 5)} L${n1(x + 4)} ${n1(y + 5)} L${n1(x + 8)} ${H} L${n1(x - 8)} ${H}Z`,
    );
  }
  parts.push(`<path d="${pylons.join(' ')}" fill="${dark}"/>`);
  parts.push(`<rect x="0" y="${n1(y)}" width="${W}" height="6" fill="${dark}"/>`);
  parts.push(`<rect x="0" y="${n1(y)}" width="${W}" height="1.2" fill="${edge}" opacity="0.6"/>`);
  // Train: a lead car with a bullet nose, then carriages behind it.
  const cars = rng.int(3, 5);
  const carLen = 74;
  const gap = 4;
  const leadLen = 96;
  const total = leadLen + cars * (carLen + gap);
  const head = rng.float(total * 0.55, W - 30);
  const top = y - 22;
  const bottom = y - 2;
  const body: string[] = [];
  const windows: string[] = [];
  // Lead car.
  const leadStart = head - leadLen;
  body.push(
    `M${n1(leadStart)} ${n1(bottom)} L${n1(leadStart)} ${n1(top + 3)} Q${n1(leadStart)} ${n1(top)} ${n1(leadStart + 3)} ${n1(top)} ` +
      `L${n1(head - 40)} ${n1(top)} Q${n1(head - 6)} ${n1(top + 2)} ${n1(head)} ${n1(bottom)} Z`,
  );
  windows.push(
    `<rect x="${n1(leadStart + 6)}" y="${n1(top + 6)}" width="${n1(leadLen - 50)}" height="5" rx="2"/>`,
    `<path d="M${n1(head - 38)} ${n1(top + 5)} Q${n1(head - 20)} ${n1(top + 6)} ${n1(head - 12)} ${n1(top + 11)} L${n1(head - 38)} ${n1(top + 11)}Z"/>`,
  );
  for (let c = 0; c < cars; c++) {
    const end = leadStart - gap - c * (carLen + gap);
    const start = end - carLen;
    body.push(
      `M${n1(start)} ${n1(bottom)} L${n1(start)} ${n1(top + 3)} Q${n1(start)} ${n1(top)} ${n1(start + 3)} ${n1(top)} ` +
        `L${n1(end - 3)} ${n1(top)} Q${n1(end)} ${n1(top)} ${n1(end)} ${n1(top + 3)} L${n1(end)} ${n1(bottom)} Z`,
    );
    windows.push(
      `<rect x="${n1(start + 6)}" y="${n1(top + 6)}" width="${carLen - 12}" height="5" rx="2"/>`,
    );
  }
  const tail = leadStart - cars * (carLen + gap);
  // Speed streaks behind the tail and a headlight beam ahead.
  const streaks: string[] = [];
  for (let k = 0; k < 4; k++) {
    const sy = top + 3 + k * 5;
    const len = rng.float(40, 110);
    streaks.push(`M${n1(tail - 6)} ${n1(sy)} L${n1(tail - 6 - len)} ${n1(sy)}`);
  }
  parts.push(
    `<path d="${streaks.join(' ')}" stroke="${glow}" stroke-width="1.4" stroke-linecap="round" opacity="0.45"/>`,
  );
  parts.push(
    `<path d="M${n1(head - 2)} ${n1(bottom - 5)} L${n1(head + 120)} ${n1(bottom - 22)} L${n1(head + 120)} ${n1(bottom + 10)}Z" fill="${glow}" opacity="0.16"/>`,
  );
  parts.push(
    `<path d="${body.join(' ')}" fill="${dark}" stroke="${edge}" stroke-width="1.2" stroke-opacity="0.7"/>`,
  );
  parts.push(`<g fill="${glow}" opacity="0.95">${windows.join('')}</g>`);
  parts.push(`<circle cx="${n1(head - 3)}" cy="${n1(bottom - 4)}" r="2.2" fill="#ffffff"/>`);
  return parts.join('');
}
