// The stylesheet stays with the entry, so index.html links it and it blocks the first paint.
import './index.css';

/** Never hold the app back longer than this for the first screen to paint. */
const PAINT_WAIT_MS = 1000;

function whenEagerImagesSettle(root: HTMLElement): Promise<unknown> {
  const pending = [...root.querySelectorAll<HTMLImageElement>('img[loading="eager"]')].filter(
    (img) => !img.complete,
  );
  return Promise.all(
    pending.map(
      (img) =>
        new Promise((resolve) => {
          img.addEventListener('load', resolve, { once: true });
          img.addEventListener('error', resolve, { once: true });
        }),
    ),
  );
}

/**
 * A page the server rendered is shown before the app's script runs: the app (downloading
 * already, index.html preloads it) starts once the first screen, its eager images included,
 * has been drawn. On a phone the script arrives after that anyway; on a fast connection it
 * would otherwise run first and hold the paint back. A page without server HTML or a hidden tab
 * (it paints nothing) starts at once.
 *
 * "Drawn" is the frame after the images settle, not the browser's paint timing entry: Chromium
 * may report a paint only once a later frame is presented, and a page that changes nothing
 * until the app starts then waits for the fallback (headless Chromium, Lighthouse traces: a
 * page drawn at 0.2 s had its first paint reported at 1.3 s, just after the app started on the
 * 1 s fallback).
 */
function afterFirstScreen(start: () => void): void {
  const root = document.getElementById('root');
  if (!root?.hasChildNodes() || document.visibilityState === 'hidden') {
    start();
    return;
  }
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  setTimeout(once, PAINT_WAIT_MS);
  void whenEagerImagesSettle(root).then(nextFrame).then(once);
}

/** After the next frame has been produced (requestAnimationFrame runs just before it). */
function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
}

afterFirstScreen(() => void import('./boot'));
