/**
 * The height of a frame's document at the frame's present width. The root's scrollHeight never
 * falls below the frame's own height, so a frame that got wider (its mail shorter) would keep
 * its old height: it is measured at height 0 and put back at once, within one task, so nothing
 * is painted in between (reading the frame's layout lays out the page around it first).
 */
export function contentHeight(frame: HTMLIFrameElement): number | null {
  const root = frame.contentDocument?.documentElement;
  if (!root) return null;
  const shown = frame.style.height;
  frame.style.height = '0px';
  const height = root.scrollHeight;
  frame.style.height = shown;
  return height;
}

/**
 * Calls `onHeight` with the frame document's height now and whenever it may change: its body
 * resizing (the frame got wider or narrower, an image loaded and pushed the text down) or an
 * image finishing loading. Call after the frame's `load`; returns the way to stop.
 */
export function followContentHeight(
  frame: HTMLIFrameElement,
  onHeight: (height: number) => void,
): () => void {
  const doc = frame.contentDocument;
  if (!doc) return () => {};
  const measure = () => {
    const height = contentHeight(frame);
    // 0: the frame is not laid out (a hidden pane); its body resizes once it shows again.
    if (height) onHeight(height);
  };
  measure();
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
  if (doc.body) observer?.observe(doc.body);
  // An image with a fixed-height body around it grows the page without resizing the body.
  doc.addEventListener('load', measure, true);
  return () => {
    observer?.disconnect();
    doc.removeEventListener('load', measure, true);
  };
}
