import { vi } from 'vitest';

/** The mailbox's layout for one test: from 768 px (SPEC §9) side by side, else a phone's. */
export function setDesktop(desktop: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: desktop && query === '(min-width: 768px)',
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}
