import { useState, type KeyboardEvent, type RefObject } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { AppImage } from '@/components/ui/image';
import { ThumbnailStrip } from './thumbnail-strip';

export type ImagePreviewContentProps = {
  images: readonly string[];
  /** The account code, naming the dialog and the images. */
  code: string;
  /** The image shown first. */
  startIndex: number;
  onClose: () => void;
  /** Gets the focus back when the dialog closes. */
  triggerRef: RefObject<HTMLElement | null>;
};

/**
 * The preview dialog itself (Radix), mounted open and loaded on the first click of a cover.
 * Previous/Next buttons, thumbnails and the arrow keys move through the images; Escape closes.
 */
export default function ImagePreviewContent({
  images,
  code,
  startIndex,
  onClose,
  triggerRef,
}: ImagePreviewContentProps) {
  const [index, setIndex] = useState(startIndex);
  const count = images.length;
  const show = (next: number) => setIndex((next + count) % count);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (count < 2) return;
    if (event.key === 'ArrowLeft') show(index - 1);
    if (event.key === 'ArrowRight') show(index + 1);
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        size="wide"
        title={`Images of ${code}`}
        description={count > 1 ? `Image ${index + 1} of ${count}` : undefined}
        onKeyDown={onKeyDown}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          triggerRef.current?.focus();
        }}
      >
        <div className="flex flex-col gap-3">
          <div className="relative flex min-h-48 items-center justify-center rounded-control bg-surface-muted">
            <AppImage
              key={images[index]}
              src={images[index]}
              alt={`${code}, image ${index + 1} of ${count}`}
              width={1280}
              height={720}
              priority="eager"
              className="h-auto max-h-[70dvh] w-auto max-w-full rounded-control object-contain"
            />
            {count > 1 && (
              <>
                <Button
                  variant="secondary"
                  size="icon"
                  aria-label="Previous image"
                  className="absolute top-1/2 left-2 -translate-y-1/2 shadow"
                  onClick={() => show(index - 1)}
                >
                  <ChevronLeft aria-hidden="true" className="size-5" />
                </Button>
                <Button
                  variant="secondary"
                  size="icon"
                  aria-label="Next image"
                  className="absolute top-1/2 right-2 -translate-y-1/2 shadow"
                  onClick={() => show(index + 1)}
                >
                  <ChevronRight aria-hidden="true" className="size-5" />
                </Button>
              </>
            )}
          </div>
          <ThumbnailStrip
            images={images}
            current={index}
            onSelect={setIndex}
            label="Thumbnails"
            thumbnailLabel={(i) => `Show image ${i + 1}`}
          />
        </div>
      </DialogContent>
    </Dialog>
  );
}
