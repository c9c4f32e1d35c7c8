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

/** Resolves once the browser reports a paint of `type` from `since` (ms since navigation) on. */
function whenPainted(type: 'paint' | 'largest-contentful-paint', since: number): Promise<void> {
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.startTime >= since)) {
        observer.disconnect();
        resolve();
      }
    });
    observer.observe({ type, buffered: true });
  });
}

/**
 * A page the server rendered is shown before the app's script runs: the app is fetched and
 * started once the first screen, its eager images included, has been painted (the server
 * leaves such a page without the app's modulepreload links, so they do not share the
 * connection with its pictures). On a fast connection the app would otherwise run first and
 * hold the paint back. A page without server HTML, a hidden tab
 * (it paints nothing) or a browser that does not report paints starts at once.
 */
function afterFirstScreen(start: () => void): void {
  const root = document.getElementById('root');
  const types =
    typeof PerformanceObserver === 'undefined' ? [] : PerformanceObserver.supportedEntryTypes;
  if (!root?.hasChildNodes() || document.visibilityState === 'hidden' || !types.includes('paint')) {
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
  void whenPainted('paint', 0)
    .then(() => whenEagerImagesSettle(root))
    .then(() =>
      // The images' paint is reported as a largest contentful paint when it is the largest yet;
      // otherwise the next frame is enough.
      types.includes('largest-contentful-paint')
        ? Promise.race([whenPainted('largest-contentful-paint', performance.now()), nextFrame()])
        : nextFrame(),
    )
    .then(once);
}

/** After the next frame has been produced (requestAnimationFrame runs just before it). */
function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
}

afterFirstScreen(() => void import('./boot').then(({ startApp }) => startApp()));
