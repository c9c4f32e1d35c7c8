import { Rng } from '../rng.ts';
import {
  ELEMENT_HUES,
  RARITY,
  SANS,
  artRarity,
  escapeXml,
  hashString,
  hsl,
  initialsOf,
  n1,
  svgDocument,
} from './shared.ts';
import { nameRibbon, rarityStars, ribbonGradient, sparklePath, starPath } from './tile-parts.ts';

// ---------------------------------------------------------------------------------------------
// Character portrait (256 x 256)
// ---------------------------------------------------------------------------------------------

function bust(rng: Rng, fill: string, rim: string): string {
  const cx = 128 + rng.float(-6, 6);
  const headY = 96;
  const headR = 31;
  const shoulderY = 170;
  const spread = rng.float(84, 100);
  const parts: string[] = [];
  const hair = rng.pick(['short', 'long', 'ponytail', 'spiky', 'bun', 'hood'] as const);
  const accessory = rng.pick(['none', 'none', 'horns', 'halo', 'hat', 'feather'] as const);

  // Hair behind the head.
  if (hair === 'long') {
    parts.push(
      `M${n1(cx - headR - 6)} ${headY} Q${n1(cx - headR - 14)} ${headY + 70} ${n1(cx - headR - 22)} ${headY + 96} ` +
        `L${n1(cx + headR + 22)} ${headY + 96} Q${n1(cx + headR + 14)} ${headY + 70} ${n1(cx + headR + 6)} ${headY} Z`,
    );
  } else if (hair === 'ponytail') {
    const side = rng.chance(0.5) ? 1 : -1;
    parts.push(
      `M${n1(cx + side * 18)} ${headY - 26} Q${n1(cx + side * 74)} ${headY - 30} ${n1(cx + side * 58)} ${headY + 40} ` +
        `Q${n1(cx + side * 50)} ${headY + 6} ${n1(cx + side * 24)} ${headY - 4} Z`,
    );
  } else if (hair === 'hood') {
    parts.push(
      `M${n1(cx - headR - 16)} ${headY + 40} Q${n1(cx - headR - 20)} ${headY - headR - 22} ${n1(cx)} ${headY - headR - 20} ` +
        `Q${n1(cx + headR + 20)} ${headY - headR - 22} ${n1(cx + headR + 16)} ${headY + 40} Z`,
    );
  }
  // Shoulders and neck.
  parts.push(
    `M${n1(cx - spread)} 256 L${n1(cx - spread)} ${shoulderY + 40} ` +
      `Q${n1(cx - spread + 4)} ${shoulderY} ${n1(cx - 32)} ${shoulderY - 10} ` +
      `Q${n1(cx - 14)} ${shoulderY - 16} ${n1(cx - 13)} ${headY + headR - 4} ` +
      `L${n1(cx + 13)} ${headY + headR - 4} Q${n1(cx + 14)} ${shoulderY - 16} ${n1(cx + 32)} ${shoulderY - 10} ` +
      `Q${n1(cx + spread - 4)} ${shoulderY} ${n1(cx + spread)} ${shoulderY + 40} L${n1(cx + spread)} 256 Z`,
  );
  // Head.
  parts.push(
    `M${n1(cx - headR)} ${headY} A${headR} ${headR * 1.12} 0 1 1 ${n1(cx + headR)} ${headY} ` +
      `A${headR} ${headR * 1.12} 0 1 1 ${n1(cx - headR)} ${headY} Z`,
  );
  // Hair on top.
  if (hair === 'spiky') {
    const spikes: string[] = [`M${n1(cx - headR - 4)} ${headY + 4}`];
    for (let i = 0; i <= 6; i++) {
      const x = cx - headR - 4 + ((2 * headR + 8) * i) / 6;
      const tip = headY - headR - rng.float(6, 22);
      spikes.push(`L${n1(x - 4)} ${n1(headY - headR + 8)} L${n1(x)} ${n1(tip)}`);
    }
    spikes.push(`L${n1(cx + headR + 4)} ${headY + 4} Z`);
    parts.push(spikes.join(' '));
  } else if (hair === 'bun') {
    parts.push(
      `M${n1(cx - 14)} ${headY - headR - 4} A14 13 0 1 1 ${n1(cx + 14)} ${headY - headR - 4} Z`,
    );
  } else if (hair !== 'hood') {
    parts.push(
      `M${n1(cx - headR - 3)} ${headY + 6} Q${n1(cx - headR - 6)} ${headY - headR - 12} ${n1(cx + 4)} ${headY - headR - 8} ` +
        `Q${n1(cx + headR + 8)} ${headY - headR - 6} ${n1(cx + headR + 3)} ${headY + 6} ` +
        `Q${n1(cx + 6)} ${headY - 18} ${n1(cx - headR - 3)} ${headY + 6} Z`,
    );
  }
  // Accessories.
  const extras: string[] = [];
  if (accessory === 'horns') {
    parts.push(
      `M${n1(cx - 18)} ${headY - headR + 2} Q${n1(cx - 34)} ${headY - headR - 18} ${n1(cx - 26)} ${headY - headR - 36} ` +
        `Q${n1(cx - 22)} ${headY - headR - 14} ${n1(cx - 8)} ${headY - headR - 2} Z ` +
        `M${n1(cx + 18)} ${headY - headR + 2} Q${n1(cx + 34)} ${headY - headR - 18} ${n1(cx + 26)} ${headY - headR - 36} ` +
        `Q${n1(cx + 22)} ${headY - headR - 14} ${n1(cx + 8)} ${headY - headR - 2} Z`,
    );
  } else if (accessory === 'hat') {
    parts.push(
      `M${n1(cx - headR - 22)} ${headY - headR + 10} Q${n1(cx)} ${headY - headR - 6} ${n1(cx + headR + 22)} ${headY - headR + 10} ` +
        `Q${n1(cx)} ${headY - headR + 2} ${n1(cx - headR - 22)} ${headY - headR + 10} Z ` +
        `M${n1(cx - 20)} ${headY - headR + 2} L${n1(cx + rng.float(-6, 10))} ${headY - headR - 44} L${n1(cx + 22)} ${headY - headR + 2} Z`,
    );
  } else if (accessory === 'feather') {
    const fx = cx + 22;
    const fy = headY - headR + 4;
    parts.push(
      `M${n1(fx)} ${fy} Q${n1(fx + 24)} ${fy - 18} ${n1(fx + 28)} ${fy - 46} Q${n1(fx + 8)} ${fy - 30} ${n1(fx)} ${fy} Z`,
    );
  } else if (accessory === 'halo') {
    extras.push(
      `<ellipse cx="${n1(cx)}" cy="${headY - headR - 14}" rx="26" ry="7" fill="none" stroke="${rim}" stroke-width="3.5" opacity="0.9"/>`,
    );
  }
  const d = parts.join(' ');
  // Rim light: a wide stroke under the fill, so only the outer contour glows.
  return (
    `<path d="${d}" fill="none" stroke="${rim}" stroke-width="6" stroke-linejoin="round" opacity="0.9"/>` +
    `<path d="${d}" fill="${fill}"/>` +
    extras.join('')
  );
}

export function renderCharacter(slug: string, label: string): string {
  const S = 256;
  const seed = hashString(`character:${slug}`);
  const rng = new Rng(seed);
  const id = `c${seed.toString(36)}`;
  const rarity = artRarity('character', slug);
  const pal = RARITY[rarity];
  const element = rng.pick(ELEMENT_HUES);
  const elemLight = hsl(element, 85, 72);
  const elemMid = hsl(element, 70, 50);

  const defs = [
    `<linearGradient id="${id}-bg" x1="0" y1="0" x2="0.25" y2="1">` +
      `<stop offset="0" stop-color="${pal.top}"/><stop offset="1" stop-color="${pal.bottom}"/></linearGradient>`,
    `<radialGradient id="${id}-aura" cx="0.5" cy="0.4" r="0.5">` +
      `<stop offset="0" stop-color="${elemLight}" stop-opacity="0.85"/><stop offset="0.55" stop-color="${elemMid}" stop-opacity="0.35"/>` +
      `<stop offset="1" stop-color="${elemMid}" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="${id}-body" x1="0" y1="0" x2="0" y2="1">` +
      `<stop offset="0" stop-color="${hsl(element, 45, 20)}"/><stop offset="1" stop-color="${hsl(pal.hue, 40, 10)}"/></linearGradient>`,
    `<filter id="${id}-shadow" x="-20%" y="-20%" width="140%" height="140%">` +
      `<feDropShadow dx="0" dy="2" stdDeviation="3" flood-color="#000000" flood-opacity="0.7"/></filter>`,
    ribbonGradient(id),
  ];

  const body: string[] = [];
  body.push(`<rect width="${S}" height="${S}" fill="url(#${id}-bg)"/>`);
  // Radiating rays behind the figure.
  const rays: string[] = [];
  const rayCount = rng.int(10, 16);
  const phase = rng.float(0, Math.PI);
  for (let i = 0; i < rayCount; i++) {
    const a = phase + (i * 2 * Math.PI) / rayCount;
    const b = a + Math.PI / rayCount / 2;
    rays.push(
      `M128 100 L${n1(128 + 260 * Math.cos(a))} ${n1(100 + 260 * Math.sin(a))} L${n1(128 + 260 * Math.cos(b))} ${n1(100 + 260 * Math.sin(b))}Z`,
    );
  }
  body.push(`<path d="${rays.join(' ')}" fill="#ffffff" opacity="0.07"/>`);
  body.push(`<circle cx="128" cy="100" r="120" fill="url(#${id}-aura)"/>`);
  // Emblem rings.
  body.push(
    `<g fill="none" stroke="${pal.glow}" opacity="0.45">` +
      `<circle cx="128" cy="100" r="70" stroke-width="1.5"/>` +
      `<circle cx="128" cy="100" r="78" stroke-width="1" stroke-dasharray="2 6"/></g>`,
  );
  // Floating motes.
  const motes: string[] = [];
  for (let i = 0; i < 10; i++) {
    motes.push(sparklePath(rng.float(14, 242), rng.float(14, 170), rng.float(2, 5)));
  }
  body.push(`<path d="${motes.join(' ')}" fill="#ffffff" opacity="0.75"/>`);

  body.push(bust(rng, `url(#${id}-body)`, elemLight));

  // Initials, large.
  const initials = initialsOf(label);
  const initialsFont = initials.length > 1 ? 66 : 78;
  body.push(
    `<text x="128" y="162" font-family="${SANS}" font-weight="800" font-size="${initialsFont}" ` +
      `text-anchor="middle" dominant-baseline="central" letter-spacing="2" fill="#ffffff" ` +
      `stroke="${hsl(element, 60, 18)}" stroke-width="4" paint-order="stroke" stroke-linejoin="round" ` +
      `filter="url(#${id}-shadow)">${escapeXml(initials)}</text>`,
  );

  // Element badge (top left) and rarity stars (top right).
  body.push(
    `<g transform="translate(24 24)"><circle r="13" fill="${hsl(element, 60, 18)}" stroke="${elemLight}" stroke-width="2"/>` +
      `<path d="${starPath(0, 0, 8, 3.4, 4)}" fill="${elemLight}"/></g>`,
  );
  body.push(rarityStars(rarity, S - 14 - rarity * 6.5, 22, 6.5));

  body.push(nameRibbon(label, S, id));
  body.push(
    `<rect x="1.5" y="1.5" width="${S - 3}" height="${S - 3}" fill="none" stroke="${pal.glow}" stroke-opacity="0.5" stroke-width="3"/>`,
  );
  return svgDocument(S, S, label, defs.join(''), body.join(''));
}
