import { ridgePath, skyTrain, type RidgeStyle } from './game-scenery.ts';
import { Rng } from '../rng.ts';
import { SANS, SERIF, hashString, hsl, mix, n1, svgDocument } from './shared.ts';
import { fitText, textBlock, textWidthEm } from './text-fit.ts';
import { sparklePath } from './tile-parts.ts';

// ---------------------------------------------------------------------------------------------
// Game banner (640 x 360)
// ---------------------------------------------------------------------------------------------

/** Sky themes as [zenith hue, horizon hue]: dusk palettes that stay clear of muddy olives. */
const SKY_THEMES: readonly (readonly [number, number])[] = [
  [235, 25],
  [260, 330],
  [215, 185],
  [205, 42],
  [280, 195],
  [345, 32],
  [175, 285],
  [228, 305],
];

const SCI_FI_WORDS =
  /\b(express|rail|railway|train|neon|cyber|station|metro|city|orbit|protocol|nova|star ?line|galactic|void|mech)\b/;
export function renderGame(slug: string, label: string): string {
  const W = 640;
  const H = 360;
  const seed = hashString(`game:${slug}`);
  const rng = new Rng(seed);
  const id = `g${seed.toString(36)}`;
  const theme = rng.pick(SKY_THEMES);
  const hue = theme[0] + rng.float(-10, 10);
  const warm = theme[1] + rng.float(-10, 10);
  const futuristic = SCI_FI_WORDS.test(`${label} ${slug}`.toLowerCase());
  const style: RidgeStyle = futuristic
    ? 'spires'
    : rng.pick<RidgeStyle>(['peaks', 'hills', 'peaks']);
  const serif = !futuristic && rng.chance(0.6);

  const skyTop = hsl(hue, 60, 10);
  const skyMid = hsl(hue + 18, 55, 26);
  const skyLow = hsl(warm, 70, 62);
  const glow = hsl(warm, 95, 80);
  const night = hsl(hue + 8, 45, 6);

  const sunX = rng.float(0.18, 0.82) * W;
  const sunY = rng.float(0.17, 0.3) * H;
  const sunR = rng.float(24, 42);
  const ringed = style === 'spires' || rng.chance(0.25);

  const defs: string[] = [
    `<linearGradient id="${id}-sky" x1="0" y1="0" x2="0" y2="1">` +
      `<stop offset="0" stop-color="${skyTop}"/><stop offset="0.3" stop-color="${skyMid}"/>` +
      `<stop offset="0.58" stop-color="${skyLow}"/><stop offset="1" stop-color="${skyLow}"/></linearGradient>`,
    `<radialGradient id="${id}-glow" cx="${n1(sunX)}" cy="${n1(sunY)}" r="${n1(sunR * 5.5)}" gradientUnits="userSpaceOnUse">` +
      `<stop offset="0" stop-color="${glow}" stop-opacity="0.75"/><stop offset="0.25" stop-color="${glow}" stop-opacity="0.22"/>` +
      `<stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>`,
    `<radialGradient id="${id}-sun" cx="0.4" cy="0.35" r="0.75">` +
      `<stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${hsl(warm, 80, 82)}"/></radialGradient>`,
    `<linearGradient id="${id}-floor" x1="0" y1="0" x2="0" y2="1">` +
      `<stop offset="0" stop-color="#05030b" stop-opacity="0"/><stop offset="0.55" stop-color="#05030b" stop-opacity="0.45"/>` +
      `<stop offset="1" stop-color="#05030b" stop-opacity="0.85"/></linearGradient>`,
    `<radialGradient id="${id}-vignette" cx="0.5" cy="0.45" r="0.75">` +
      `<stop offset="0.6" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.5"/></radialGradient>`,
    `<filter id="${id}-blur" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="18"/></filter>`,
    `<filter id="${id}-shadow" x="-10%" y="-30%" width="120%" height="160%">` +
      `<feDropShadow dx="0" dy="3" stdDeviation="5" flood-color="#000000" flood-opacity="0.65"/></filter>`,
  ];

  const body: string[] = [];
  body.push(`<rect width="${W}" height="${H}" fill="url(#${id}-sky)"/>`);

  // Nebula / aurora bands.
  for (let i = 0; i < 3; i++) {
    const cx = rng.float(0, W);
    const cy = rng.float(0.08, 0.4) * H;
    body.push(
      `<ellipse cx="${n1(cx)}" cy="${n1(cy)}" rx="${n1(rng.float(120, 260))}" ry="${n1(rng.float(14, 34))}" ` +
        `transform="rotate(${n1(rng.float(-18, 18))} ${n1(cx)} ${n1(cy)})" fill="${hsl(hue + rng.pick([90, 140, 200]), 80, 60)}" ` +
        `opacity="${rng.float(0.18, 0.32).toFixed(2)}" filter="url(#${id}-blur)"/>`,
    );
  }

  // Stars and sparkles.
  const dots: string[] = [];
  for (let i = 0; i < 90; i++) {
    const x = rng.float(0, W);
    const y = Math.pow(rng.float(0, 1), 1.6) * H * 0.62;
    dots.push(
      `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(rng.float(0.5, 1.7))}" opacity="${rng.float(0.25, 0.95).toFixed(2)}"/>`,
    );
  }
  body.push(`<g fill="#ffffff">${dots.join('')}</g>`);
  const sparkles: string[] = [];
  for (let i = 0; i < 7; i++) {
    sparkles.push(sparklePath(rng.float(20, W - 20), rng.float(12, H * 0.45), rng.float(3, 8)));
  }
  body.push(`<path d="${sparkles.join(' ')}" fill="#ffffff" opacity="0.85"/>`);

  // Celestial body with its glow.
  body.push(`<rect width="${W}" height="${H}" fill="url(#${id}-glow)"/>`);
  body.push(`<circle cx="${n1(sunX)}" cy="${n1(sunY)}" r="${n1(sunR)}" fill="url(#${id}-sun)"/>`);
  if (ringed) {
    const tilt = rng.float(-24, -8);
    body.push(
      `<ellipse cx="${n1(sunX)}" cy="${n1(sunY)}" rx="${n1(sunR * 2.1)}" ry="${n1(sunR * 0.42)}" ` +
        `transform="rotate(${n1(tilt)} ${n1(sunX)} ${n1(sunY)})" fill="none" stroke="${hsl(warm, 70, 85)}" ` +
        `stroke-width="3" opacity="0.7"/>`,
    );
  }

  // Layered ridges, hazy in the back, dark in front.
  const layers = 4;
  for (let i = 0; i < layers; i++) {
    const t = i / (layers - 1);
    const base = H * (0.6 + t * 0.24);
    const amp = H * (0.2 - t * 0.06);
    const layerStyle: RidgeStyle = style === 'spires' && i === 0 ? 'peaks' : style;
    // Atmospheric perspective: far layers take the horizon colour, near ones fade to night.
    const tone = mix(mix(skyLow, skyMid, 0.45), night, 0.42 + t * 0.55);
    const top = mix(tone, '#ffffff', 0.06 * (1 - t));
    const bottom = mix(tone, night, 0.5);
    defs.push(
      `<linearGradient id="${id}-r${i}" x1="0" y1="0" x2="0" y2="1">` +
        `<stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`,
    );
    const windows: string[] = [];
    body.push(
      `<path d="${ridgePath(rng, layerStyle, W, H, base, amp, windows)}" fill="url(#${id}-r${i})"/>`,
    );
    if (windows.length > 0 && i >= 1) {
      body.push(
        `<g fill="${hsl(warm, 95, 80)}" opacity="${(0.9 - t * 0.3).toFixed(2)}">${windows.join('')}</g>`,
      );
    }
    if (i === 1 && futuristic) body.push(skyTrain(rng, W, H, H * 0.47, night, skyMid, glow));
    if (i === 1) {
      // Mist between the back and front layers.
      body.push(
        `<rect x="0" y="${n1(base - amp * 0.3)}" width="${W}" height="${n1(amp * 0.9)}" fill="${hsl(warm, 50, 75)}" opacity="0.12" filter="url(#${id}-blur)"/>`,
      );
    }
  }

  body.push(`<rect width="${W}" height="${H}" fill="url(#${id}-vignette)"/>`);
  body.push(
    `<rect x="0" y="${H * 0.5}" width="${W}" height="${H * 0.5}" fill="url(#${id}-floor)"/>`,
  );

  // Title.
  const spacing = 0.06;
  const fitted = fitText(
    label.toUpperCase(),
    { width: W - 88, height: 124, maxFont: 62, minFont: 20, maxLines: 2 },
    { letterSpacingEm: spacing, lineHeight: 1.08 },
  );
  const titleY = H * 0.73;
  const font = serif ? SERIF : SANS;
  body.push(
    `<g filter="url(#${id}-shadow)">` +
      textBlock(
        fitted,
        W / 2,
        titleY,
        `font-family="${font}" font-weight="700" letter-spacing="${n1(fitted.fontSize * spacing)}" ` +
          `fill="#ffffff" stroke="${hsl(hue, 60, 12)}" stroke-width="${n1(Math.max(2, fitted.fontSize / 14))}" ` +
          `stroke-opacity="0.5" paint-order="stroke" stroke-linejoin="round"`,
        1.08,
      ) +
      `</g>`,
  );
  // Ornament under the title.
  const blockH = fitted.fontSize * 1.08 * fitted.lines.length;
  const oy = Math.min(H - 14, titleY + blockH / 2 + 12);
  const ow = Math.min(
    W * 0.36,
    (Math.max(...fitted.lines.map((l) => textWidthEm(l, spacing))) * fitted.fontSize) / 2,
  );
  const accent = hsl(warm, 90, 80);
  body.push(
    `<g stroke="${accent}" stroke-width="1.6" stroke-linecap="round" opacity="0.9">` +
      `<line x1="${n1(W / 2 - ow)}" y1="${n1(oy)}" x2="${n1(W / 2 - 12)}" y2="${n1(oy)}"/>` +
      `<line x1="${n1(W / 2 + 12)}" y1="${n1(oy)}" x2="${n1(W / 2 + ow)}" y2="${n1(oy)}"/></g>` +
      `<path d="M${W / 2} ${n1(oy - 6)} L${W / 2 + 6} ${n1(oy)} L${W / 2} ${n1(oy + 6)} L${W / 2 - 6} ${n1(oy)}Z" fill="${accent}"/>`,
  );

  return svgDocument(W, H, label, defs.join(''), body.join(''));
}
