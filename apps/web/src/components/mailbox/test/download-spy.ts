import { vi } from 'vitest';

/**
 * jsdom has no object URLs and does not download: records each file the page hands to the
 * browser's downloads (the link's name and the blob behind it) instead.
 */
export function spyOnDownloads() {
  const blobs = new Map<string, Blob>();
  const saved: { filename: string; file: Blob }[] = [];
  let next = 0;
  for (const name of ['createObjectURL', 'revokeObjectURL'] as const) {
    if (!(name in URL)) {
      Object.defineProperty(URL, name, { value: () => {}, configurable: true, writable: true });
    }
  }
  vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => {
    const href = `blob:test/${++next}`;
    blobs.set(href, file as Blob);
    return href;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((href) => void blobs.delete(href));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const file = blobs.get(this.href);
    if (file) saved.push({ filename: this.download, file });
  });
  return saved;
}
