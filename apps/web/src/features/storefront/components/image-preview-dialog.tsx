import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { AppImage } from '@/components/ui/image';
import { ThumbnailStrip } from './thumbnail-strip';

/**
 * Full-size preview of an account's images (opened from its cover). Previous/Next buttons,
 * thumbnails and the arrow keys move through them; Escape closes (Radix).
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
  children: ReactNode;
}) {
  const [index, setIndex] = useState(0);
  const count = images.length;
  const show = (next: number) => setIndex((next + count) % count);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (count < 2) return;
    if (event.key === 'ArrowLeft') show(index - 1);
    if (event.key === 'ArrowRight') show(index + 1);
  }

  return (
    <Dialog onOpenChange={(open) => open && setIndex(startIndex)}>
      <DialogTrigger asChild>{children}</DialogTrigger>
      <DialogContent
        size="wide"
        title={`Images of ${code}`}
        description={count > 1 ? `Image ${index + 1} of ${count}` : undefined}
        onKeyDown={onKeyDown}
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
