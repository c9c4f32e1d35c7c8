import { vi } from 'vitest';

export type PlayedSound = { src: string; volume: number };

/**
 * Stands in for the browser's Audio (jsdom plays nothing): records every sound the page tried
 * to play, and refuses it as a browser does before the first user gesture.
 */
export function stubAudio(): PlayedSound[] {
  const played: PlayedSound[] = [];
  vi.stubGlobal(
    'Audio',
    class {
      volume = 1;
      constructor(public src: string) {}
      play() {
        played.push({ src: this.src, volume: this.volume });
        return Promise.reject(new DOMException('No gesture yet', 'NotAllowedError'));
      }
    },
  );
  return played;
}
