import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { LIST_WIDTH, LIST_WIDTH_STEP, type ListWidthBounds } from './list-width';

/**
 * The drag handle between the list and the open mail. A pointer drags it; with focus, the arrow
 * keys move it by 20 px and Home/End go to the narrowest and widest list.
 */
export function ResizeDivider({
  width,
  onResize,
  bounds = LIST_WIDTH,
}: {
  width: number;
  onResize: (width: number) => void;
  bounds?: ListWidthBounds;
}) {
  const drag = useRef<{ x: number; width: number } | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { x: event.clientX, width };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current) onResize(drag.current.width + event.clientX - drag.current.x);
  };
  const onPointerUp = () => {
    drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = {
      ArrowLeft: width - LIST_WIDTH_STEP,
      ArrowRight: width + LIST_WIDTH_STEP,
      Home: bounds.min,
      End: bounds.max,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onResize(next);
  };

  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label="Resize email list"
      aria-valuenow={width}
      aria-valuemin={bounds.min}
      aria-valuemax={bounds.max}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
      className="group relative z-10 -mx-1 flex w-2 shrink-0 cursor-col-resize touch-none justify-center focus-visible:outline-2 focus-visible:outline-ring"
    >
      <span className="h-full w-px bg-border group-hover:w-0.5 group-hover:bg-accent group-focus-visible:w-0.5 group-focus-visible:bg-accent" />
    </div>
  );
}
