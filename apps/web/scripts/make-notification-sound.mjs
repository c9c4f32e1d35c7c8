// Writes public/sounds/new-email.wav: the viewer's new-mail chime (two short sine notes, E6
// then A6, with a soft attack and decay), 8-bit mono PCM at 11025 Hz so it stays under 4 KB.
// Run: node apps/web/scripts/make-notification-sound.mjs
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const RATE = 11025;
const notes = [
  { hz: 1318.5, seconds: 0.12 },
  { hz: 1760, seconds: 0.2 },
];
const samples = [];
for (const { hz, seconds } of notes) {
  const count = Math.round(RATE * seconds);
  for (let i = 0; i < count; i++) {
    const attack = Math.min(1, i / (RATE * 0.01));
    const decay = Math.exp((-4 * i) / count);
    const value = Math.sin((2 * Math.PI * hz * i) / RATE) * attack * decay * 0.8;
    samples.push(Math.round(128 + value * 127));
  }
}
const data = Buffer.from(samples);
const header = Buffer.alloc(44);
header.write('RIFF', 0);
header.writeUInt32LE(36 + data.length, 4);
header.write('WAVE', 8);
header.write('fmt ', 12);
header.writeUInt32LE(16, 16);
header.writeUInt16LE(1, 20); // PCM
header.writeUInt16LE(1, 22); // mono
header.writeUInt32LE(RATE, 24);
header.writeUInt32LE(RATE, 28); // bytes per second
header.writeUInt16LE(1, 32);
header.writeUInt16LE(8, 34);
header.write('data', 36);
header.writeUInt32LE(data.length, 40);
const out = fileURLToPath(new URL('../public/sounds/new-email.wav', import.meta.url));
writeFileSync(out, Buffer.concat([header, data]));
console.log(`${out}: ${44 + data.length} bytes`);
