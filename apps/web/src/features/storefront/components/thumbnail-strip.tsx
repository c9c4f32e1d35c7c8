import { AppImage } from '@/components/ui/image';
import { cn } from '@/lib/cn';

/** A row of image thumbnails to pick one; nothing when there is a single image. */
export function ThumbnailStrip({
  images,
  current,
  onSelect,
  label,
  thumbnailLabel,
}: {
  images: readonly string[];
  /** The index of the image shown now (marked aria-current). */
  current: number;
  onSelect: (index: number) => void;
  /** Accessible name of the list. */
  label: string;
  /** Accessible name of the thumbnail at `index`. */
  thumbnailLabel: (index: number) => string;
}) {
  if (images.length < 2) return null;
  return (
    <ul aria-label={label} className="flex gap-2 overflow-x-auto p-1">
      {images.map((src, i) => (
        <li key={`${src}-${i}`} className="shrink-0">
          <button
            type="button"
            aria-label={thumbnailLabel(i)}
            aria-current={i === current ? 'true' : undefined}
            onClick={() => onSelect(i)}
            className={cn(
              'block overflow-hidden rounded-control border-2',
              i === current ? 'border-accent' : 'border-transparent opacity-70 hover:opacity-100',
            )}
          >
            <AppImage src={src} alt="" width={160} height={90} className="h-14 w-24 object-cover" />
          </button>
        </li>
      ))}
    </ul>
  );
}
