import { useState } from 'react';
import { Expand } from 'lucide-react';
import { AppImage } from '@/components/ui/image';
import { ImagePreviewDialog } from './image-preview-dialog';
import { ThumbnailStrip } from './thumbnail-strip';

/** The purchase page's pictures: one large, thumbnails to switch, a click for full size. */
export function AccountGallery({ images, code }: { images: readonly string[]; code: string }) {
  const [selected, setSelected] = useState(0);
  const current = Math.min(selected, Math.max(images.length - 1, 0));

  return (
    <div className="flex flex-col gap-3">
      <ImagePreviewDialog images={images} code={code} startIndex={current}>
        <button
          type="button"
          aria-label={`View images of ${code}`}
          className="group relative block w-full overflow-hidden rounded-card border border-border"
        >
          <AppImage
            src={images[current]}
            alt=""
            width={640}
            height={360}
            priority="high"
            className="aspect-video w-full object-cover"
          />
          <span
            aria-hidden="true"
            className="absolute right-3 bottom-3 rounded-control bg-surface/90 p-1.5 text-fg opacity-80 shadow group-hover:opacity-100"
          >
            <Expand className="size-4" />
          </span>
        </button>
      </ImagePreviewDialog>
      <ThumbnailStrip
        images={images}
        current={current}
        onSelect={setSelected}
        label="Account images"
        thumbnailLabel={(i) => `Show image ${i + 1} of ${images.length}`}
      />
    </div>
  );
}
