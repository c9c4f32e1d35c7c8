import { afterEach, describe, expect, it, vi } from 'vitest';
import { followContentHeight } from './frame-height';

/** A ResizeObserver whose callbacks the test runs; jsdom has none and lays nothing out. */
class FakeResizeObserver {
  static all: FakeResizeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(readonly callback: () => void) {
    FakeResizeObserver.all.push(this);
  }
  observe(target: Element) {
    this.observed.push(target);
  }
  disconnect() {
    this.disconnected = true;
  }
}

/** A frame whose document is `mailHeight` tall, but never shorter than the frame (as browsers). */
function frameWithMail(initial: number) {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const state = { mailHeight: initial, heightsSeen: [] as string[] };
  Object.defineProperty(frame.contentDocument!.documentElement, 'scrollHeight', {
    get() {
      state.heightsSeen.push(frame.style.height);
      return Math.max(state.mailHeight, parseInt(frame.style.height || '0', 10));
    },
  });
  return { frame, state };
}

afterEach(() => {
  FakeResizeObserver.all = [];
  document.body.replaceChildren();
});

describe('followContentHeight', () => {
  it('reports the mail’s height at once, and again when its body resizes, shorter too', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const { frame, state } = frameWithMail(900);
    frame.style.height = '384px';
    const heights: number[] = [];
    const stop = followContentHeight(frame, (height) => heights.push(height));
    expect(heights).toEqual([900]);
    const [observer] = FakeResizeObserver.all;
    expect(observer?.observed).toEqual([frame.contentDocument!.body]);

    // Wider: the mail is shorter than the frame now; measured at height 0, so it shrinks.
    frame.style.height = '900px';
    state.mailHeight = 600;
    observer!.callback();
    expect(heights).toEqual([900, 600]);
    expect(state.heightsSeen.every((seen) => seen === '0px')).toBe(true);
    expect(frame.style.height).toBe('900px');

    stop();
    expect(observer?.disconnected).toBe(true);
  });

  it('measures again when an image in the mail loads', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const { frame, state } = frameWithMail(300);
    const heights: number[] = [];
    const stop = followContentHeight(frame, (height) => heights.push(height));
    state.mailHeight = 700;
    const image = frame.contentDocument!.createElement('img');
    frame.contentDocument!.body.append(image);
    image.dispatchEvent(new Event('load'));
    expect(heights).toEqual([300, 700]);
    stop();
    image.dispatchEvent(new Event('load'));
    expect(heights).toEqual([300, 700]);
  });

  it('ignores a frame that is not laid out (a hidden pane) until it is', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const { frame, state } = frameWithMail(0);
    const heights: number[] = [];
    followContentHeight(frame, (height) => heights.push(height));
    expect(heights).toEqual([]);
    state.mailHeight = 500;
    FakeResizeObserver.all[0]!.callback();
    expect(heights).toEqual([500]);
  });
});
