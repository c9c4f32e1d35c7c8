import { cloneElement, lazy, Suspense, useRef, useState, type ReactElement, type Ref } from 'react';

// The dialog's code (Radix: focus trap, scroll lock, portal) is fetched on the first click, not
// with the listing: a visitor who never opens a preview never pays for it.
const ImagePreviewContent = lazy(() => import('./image-preview-content'));

type TriggerProps = {
  onClick?: () => void;
  ref?: Ref<HTMLElement>;
  'aria-haspopup'?: 'dialog';
  'aria-expanded'?: boolean;
};

/**
 * Full-size preview of an account's images, opened from its cover (the trigger). Previous/Next
 * buttons, thumbnails and the arrow keys move through them; Escape closes.
 */
export function ImagePreviewDialog({
  images,
  code,
  startIndex = 0,
  children,
}: {
  images: readonly string[];
  /** The account code, naming the dialog and the images. */
  code: string;
  /** The image shown first when the dialog opens. */
  startIndex?: number;
  /** The trigger, e.g. the cover image button. */
  children: ReactElement<TriggerProps>;
}) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLElement>(null);

  return (
    <>
      {cloneElement(children, {
        ref: triggerRef,
        onClick: () => setOpen(true),
        'aria-haspopup': 'dialog',
        'aria-expanded': open,
      })}
      {open && (
        <Suspense fallback={null}>
          <ImagePreviewContent
            images={images}
            code={code}
            startIndex={startIndex}
            onClose={() => setOpen(false)}
            triggerRef={triggerRef}
          />
        </Suspense>
      )}
    </>
  );
}
