import { Rng } from '../rng.ts';
import { RARITY, artRarity, hashString, hsl, n1, svgDocument } from './shared.ts';
import { nameRibbon, rarityStars, ribbonGradient, sparklePath, starPath } from './tile-parts.ts';

// ---------------------------------------------------------------------------------------------
// Weapon tile (256 x 256)
// ---------------------------------------------------------------------------------------------

type WeaponType = 'sword' | 'claymore' | 'polearm' | 'bow' | 'catalyst';
const WEAPON_TYPES: readonly WeaponType[] = ['sword', 'claymore', 'polearm', 'bow', 'catalyst'];

const WEAPON_WORDS: [RegExp, WeaponType][] = [
  [/\b(greatsword|claymore|cleaver|greataxe|warblade|maul|zweihander)\b/, 'claymore'],
  [/\b(bow|longbow|shortbow|crossbow|arbalest|recurve|harp)\b/, 'bow'],
  [/\b(spear|lance|glaive|halberd|pike|polearm|trident|naginata|partisan)\b/, 'polearm'],
  [/\b(orb|tome|codex|grimoire|catalyst|sphere|lantern|prism|almanac|scripture)\b/, 'catalyst'],
  [/\b(sword|blade|saber|sabre|katana|rapier|edge|dagger|cutter)\b/, 'sword'],
];

function weaponTypeOf(slug: string, label: string, rng: Rng): WeaponType {
  const text = `${label} ${slug.replace(/[-_]/g, ' ')}`.toLowerCase();
  for (const [re, type] of WEAPON_WORDS) if (re.test(text)) return type;
  return rng.pick(WEAPON_TYPES);
}

function weaponGlyph(type: WeaponType, rng: Rng, id: string, accent: string): string {
  const metal = `url(#${id}-metal)`;
  const outline = `stroke="#120b1d" stroke-width="3" stroke-linejoin="round"`;
  const gem = (x: number, y: number, r: number) =>
    `<path d="M${x} ${y - r} L${x + r * 0.8} ${y} L${x} ${y + r} L${x - r * 0.8} ${y}Z" fill="${accent}" stroke="#ffffff" stroke-width="1.5"/>`;
  // Drawn upright around (128, 120), then rotated to a diagonal.
  if (type === 'sword' || type === 'claymore') {
    const wide = type === 'claymore';
    const bw = wide ? 15 : 8.5;
    const tipY = wide ? 14 : 22;
    const guardY = wide ? 160 : 156;
    const guardW = wide ? 44 : 34;
    const curve = rng.float(-4, 4);
    return (
      `<g transform="rotate(45 128 120)">` +
      `<path d="M${128 - bw} ${guardY} L${128 - bw + curve} ${tipY + 30} L128 ${tipY} L${128 + bw + curve} ${tipY + 30} L${128 + bw} ${guardY} Z" fill="${metal}" ${outline}/>` +
      `<path d="M128 ${tipY + 16} L128 ${guardY - 6}" stroke="#ffffff" stroke-width="${wide ? 3 : 1.8}" opacity="0.7"/>` +
      `<path d="M${128 - guardW} ${guardY - 4} Q128 ${guardY - 16} ${128 + guardW} ${guardY - 4} L${128 + guardW - 6} ${guardY + 8} Q128 ${guardY} ${128 - guardW + 6} ${guardY + 8} Z" fill="${accent}" ${outline}/>` +
      `<rect x="${wide ? 121 : 122.5}" y="${guardY + 4}" width="${wide ? 14 : 11}" height="${wide ? 50 : 40}" rx="3" fill="#3b2a1e" ${outline}/>` +
      `<circle cx="128" cy="${guardY + (wide ? 60 : 50)}" r="${wide ? 9 : 7}" fill="${metal}" ${outline}/>` +
      gem(128, guardY + 1, wide ? 7 : 5.5) +
      `</g>`
    );
  }
  if (type === 'polearm') {
    return (
      `<g transform="rotate(40 128 128)">` +
      `<rect x="123.5" y="64" width="9" height="186" rx="4" fill="#4a3322" ${outline}/>` +
      `<path d="M128 4 L144 46 L134 70 L122 70 L112 46 Z" fill="${metal}" ${outline}/>` +
      `<path d="M128 14 L128 60" stroke="#ffffff" stroke-width="2" opacity="0.7"/>` +
      `<path d="M110 70 Q128 60 146 70 L142 80 Q128 74 114 80 Z" fill="${accent}" ${outline}/>` +
      `<path d="M124 84 Q112 104 118 128 M132 84 Q144 104 138 128" stroke="${accent}" stroke-width="4" fill="none" stroke-linecap="round"/>` +
      `<rect x="121" y="150" width="14" height="8" rx="2" fill="${accent}" ${outline}/>` +
      gem(128, 74, 5) +
      `</g>`
    );
  }
  if (type === 'bow') {
    const pull = n1(rng.float(168, 192));
    const belly = n1(rng.float(148, 162));
    const limbs = `M112 18 Q${pull} 50 ${belly} 124 Q${pull} 198 112 230`;
    const recurve = rng.chance(0.5)
      ? `<path d="M112 18 Q100 16 98 28 M112 230 Q100 232 98 220" fill="none" stroke="${accent}" stroke-width="5" stroke-linecap="round"/>`
      : '';
    return (
      `<g transform="rotate(30 128 124)">` +
      `<path d="M112 18 L112 230" stroke="#f4efe4" stroke-width="1.8" opacity="0.9"/>` +
      `<path d="${limbs}" fill="none" stroke="#120b1d" stroke-width="15" stroke-linecap="round"/>` +
      `<path d="${limbs}" fill="none" stroke="${metal}" stroke-width="9" stroke-linecap="round"/>` +
      recurve +
      `<path d="M118 28 Q168 60 150 110" fill="none" stroke="#ffffff" stroke-width="2" opacity="0.55"/>` +
      `<rect x="${n1(Number(belly) - 6)}" y="108" width="16" height="32" rx="5" fill="#3b2a1e" ${outline}/>` +
      `<path d="M100 124 L214 124" stroke="#e9e2cf" stroke-width="3"/>` +
      `<path d="M214 124 L200 116 L204 124 L200 132 Z" fill="${metal}" stroke="#120b1d" stroke-width="1.5"/>` +
      `<path d="M100 124 L90 117 M100 124 L90 131 M106 124 L96 117 M106 124 L96 131" stroke="${accent}" stroke-width="3" stroke-linecap="round"/>` +
      gem(Number(belly) + 2, 124, 6) +
      `</g>`
    );
  }
  // Catalyst: an orb held in a ring frame with orbiting runes.
  const tilt = rng.float(-30, 30);
  return (
    `<g>` +
    `<circle cx="128" cy="118" r="62" fill="url(#${id}-orbglow)"/>` +
    `<ellipse cx="128" cy="118" rx="78" ry="22" transform="rotate(${n1(tilt)} 128 118)" fill="none" stroke="${accent}" stroke-width="2.5" opacity="0.85"/>` +
    `<ellipse cx="128" cy="118" rx="70" ry="30" transform="rotate(${n1(tilt + 70)} 128 118)" fill="none" stroke="#ffffff" stroke-width="1.5" stroke-dasharray="3 7" opacity="0.7"/>` +
    `<circle cx="128" cy="118" r="40" fill="url(#${id}-orb)" ${outline}/>` +
    `<ellipse cx="114" cy="102" rx="14" ry="9" transform="rotate(-30 114 102)" fill="#ffffff" opacity="0.55"/>` +
    `<path d="${starPath(128, 118, 16, 6, 4)}" fill="#ffffff" opacity="0.85"/>` +
    `<path d="M92 150 Q128 176 164 150 L156 168 Q128 186 100 168 Z" fill="${metal}" ${outline}/>` +
    gem(128, 176, 7) +
    `</g>`
  );
}

export function renderWeapon(slug: string, label: string): string {
  const S = 256;
  const seed = hashString(`weapon:${slug}`);
  const rng = new Rng(seed);
  const id = `w${seed.toString(36)}`;
  const rarity = artRarity('weapon', slug);
  const pal = RARITY[rarity];
  const type = weaponTypeOf(slug, label, rng);
  const accentHue = rng.float(0, 360);
  const accent = hsl(accentHue, 80, 58);

  const defs = [
    `<linearGradient id="${id}-bg" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="${pal.top}"/><stop offset="1" stop-color="${pal.bottom}"/></linearGradient>`,
    `<radialGradient id="${id}-glow" cx="0.5" cy="0.46" r="0.5">` +
      `<stop offset="0" stop-color="${pal.glow}" stop-opacity="0.75"/><stop offset="0.6" stop-color="${pal.glow}" stop-opacity="0.12"/>` +
      `<stop offset="1" stop-color="${pal.glow}" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="${id}-metal" x1="0" y1="0" x2="1" y2="0.2">` +
      `<stop offset="0" stop-color="#ffffff"/><stop offset="0.45" stop-color="${hsl(accentHue, 25, 82)}"/>` +
      `<stop offset="1" stop-color="${hsl(accentHue, 20, 55)}"/></linearGradient>`,
    `<radialGradient id="${id}-orb" cx="0.4" cy="0.35" r="0.7">` +
      `<stop offset="0" stop-color="${hsl(accentHue, 90, 85)}"/><stop offset="0.6" stop-color="${accent}"/>` +
      `<stop offset="1" stop-color="${hsl(accentHue, 70, 25)}"/></radialGradient>`,
    `<radialGradient id="${id}-orbglow" cx="0.5" cy="0.5" r="0.5">` +
      `<stop offset="0" stop-color="${hsl(accentHue, 90, 75)}" stop-opacity="0.9"/>` +
      `<stop offset="1" stop-color="${hsl(accentHue, 90, 75)}" stop-opacity="0"/></radialGradient>`,
    `<filter id="${id}-drop" x="-20%" y="-20%" width="140%" height="140%">` +
      `<feDropShadow dx="3" dy="5" stdDeviation="4" flood-color="#000000" flood-opacity="0.5"/></filter>`,
    ribbonGradient(id),
  ];

  const body: string[] = [];
  body.push(`<rect width="${S}" height="${S}" fill="url(#${id}-bg)"/>`);
  body.push(`<rect width="${S}" height="${S}" fill="url(#${id}-glow)"/>`);
  // Rune circle behind the weapon.
  const points = rng.int(5, 7);
  const ticks: string[] = [];
  const tickCount = rng.int(18, 30);
  for (let i = 0; i < tickCount; i++) {
    const a = (i * 2 * Math.PI) / tickCount;
    ticks.push(
      `M${n1(128 + 84 * Math.cos(a))} ${n1(118 + 84 * Math.sin(a))} L${n1(128 + 92 * Math.cos(a))} ${n1(118 + 92 * Math.sin(a))}`,
    );
  }
  body.push(
    `<g fill="none" stroke="#ffffff" opacity="0.28">` +
      `<circle cx="128" cy="118" r="96" stroke-width="1.5"/><circle cx="128" cy="118" r="80" stroke-width="1"/>` +
      `<path d="${ticks.join(' ')}" stroke-width="2"/>` +
      `<path d="${starPath(128, 118, 80, (80 * Math.cos((2 * Math.PI) / points)) / Math.cos(Math.PI / points), points)}" ` +
      `transform="rotate(${n1(rng.float(0, 360 / points))} 128 118)" stroke-width="1" opacity="0.6"/></g>`,
  );
  // Diagonal light streaks.
  const streaks: string[] = [];
  for (let i = 0; i < 4; i++) {
    const x = rng.float(-60, 240);
    streaks.push(
      `M${n1(x)} 256 L${n1(x + 180)} 0 L${n1(x + 180 + rng.float(6, 18))} 0 L${n1(x + rng.float(6, 18))} 256Z`,
    );
  }
  body.push(`<path d="${streaks.join(' ')}" fill="#ffffff" opacity="0.06"/>`);

  body.push(
    `<g filter="url(#${id}-drop)"><g transform="translate(128 112) rotate(${n1(rng.float(-8, 8))}) scale(0.84) translate(-128 -120)">` +
      `${weaponGlyph(type, rng, id, accent)}</g></g>`,
  );

  const motes: string[] = [];
  for (let i = 0; i < 6; i++)
    motes.push(sparklePath(rng.float(16, 240), rng.float(40, 180), rng.float(2, 5)));
  body.push(`<path d="${motes.join(' ')}" fill="#ffffff" opacity="0.8"/>`);

  body.push(rarityStars(rarity, S / 2, 18, 6.5));
  body.push(nameRibbon(label, S, id));
  body.push(
    `<rect x="1.5" y="1.5" width="${S - 3}" height="${S - 3}" fill="none" stroke="${pal.glow}" stroke-opacity="0.5" stroke-width="3"/>`,
  );
  return svgDocument(S, S, label, defs.join(''), body.join(''));
}
