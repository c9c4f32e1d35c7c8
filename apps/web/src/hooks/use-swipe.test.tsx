import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { useSwipe, type SwipeDirection } from './use-swipe';

function Area({
  direction,
  onSwipe,
  fromTop,
}: {
  direction: SwipeDirection;
  onSwipe: () => void;
  fromTop?: boolean;
}) {
  return <div data-testid="area" {...useSwipe(direction, onSwipe, { fromTop })} />;
}

function swipe(dx: number, dy: number) {
  const area = screen.getByTestId('area');
  fireEvent.touchStart(area, { touches: [{ clientX: 50, clientY: 50 }] });
  fireEvent.touchEnd(area, { changedTouches: [{ clientX: 50 + dx, clientY: 50 + dy }] });
}

afterEach(() => {
  window.scrollY = 0;
});

describe('useSwipe', () => {
  it('pulls down to refresh from 100 px, mostly downwards, only from the top of the page', () => {
    const onSwipe = vi.fn();
    render(<Area direction="down" onSwipe={onSwipe} fromTop />);
    swipe(0, 99);
    swipe(120, 110);
    expect(onSwipe).not.toHaveBeenCalled();
    swipe(10, 100);
    expect(onSwipe).toHaveBeenCalledTimes(1);
    window.scrollY = 300;
    swipe(0, 200);
    expect(onSwipe).toHaveBeenCalledTimes(1);
  });

  it('swipes right from 100 px, not left and not while scrolling down', () => {
    const onSwipe = vi.fn();
    render(<Area direction="right" onSwipe={onSwipe} />);
    swipe(-150, 0);
    swipe(100, 140);
    expect(onSwipe).not.toHaveBeenCalled();
    swipe(100, 10);
    expect(onSwipe).toHaveBeenCalledTimes(1);
  });
});
