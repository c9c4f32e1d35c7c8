import { describe, expect, it } from 'vitest';
import { createNewOrderDetector } from './new-order-detector';

describe('new order detector', () => {
  it('takes the first answer as the baseline, whatever it holds', () => {
    const detector = createNewOrderDetector();
    expect(detector.pendingAnswer(3, 1)).toBe(false);
    expect(detector.pendingAnswer(3, 2)).toBe(false);
  });

  it('chimes when the count rises, not when it falls or an answer is seen again', () => {
    const detector = createNewOrderDetector();
    detector.pendingAnswer(1, 1);
    expect(detector.pendingAnswer(2, 2)).toBe(true);
    expect(detector.pendingAnswer(2, 2)).toBe(false);
    expect(detector.pendingAnswer(1, 3)).toBe(false);
    expect(detector.pendingAnswer(2, 4)).toBe(true);
  });

  it('chimes once for an order heard by event and then counted', () => {
    const detector = createNewOrderDetector();
    detector.pendingAnswer(0, 1);
    expect(detector.orderEvent(51)).toBe(true);
    expect(detector.orderEvent(51)).toBe(false);
    expect(detector.pendingAnswer(1, 2)).toBe(false);
    expect(detector.pendingAnswer(1, 3)).toBe(false);
  });

  it('still chimes for an order only the count shows, after an event whose rise was hidden', () => {
    const detector = createNewOrderDetector();
    detector.pendingAnswer(1, 1);
    detector.orderEvent(51);
    // The event's order arrived as another one expired: the count stayed.
    expect(detector.pendingAnswer(1, 2)).toBe(false);
    expect(detector.pendingAnswer(2, 3)).toBe(true);
  });

  it('starts from a new baseline after a reset (signed out and in again)', () => {
    const detector = createNewOrderDetector();
    detector.pendingAnswer(0, 1);
    detector.reset();
    expect(detector.pendingAnswer(2, 2)).toBe(false);
  });
});
