import { ChevronLeft, ChevronRight, CircleAlert, X } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { AppImage } from '@/components/ui/image';
import { cn } from '@/lib/cn';
import type { ImageEntry } from '../lib/image-entries';
import { UploadProgress } from './upload-progress';

const TILE_BUTTON =
  'inline-flex size-8 items-center justify-center rounded-control text-fg hover:bg-surface-muted ' +
  'disabled:cursor-not-allowed disabled:opacity-40';

/** One image of the form: picture, Cover label, upload progress, and move/remove (or cancel) controls. */
export function ImageTile({
  entry,
  position,
  total,
  isCover,
  onMove,
  onRemove,
}: {
  entry: ImageEntry;
  /** 1-based, as the buttons name it: "Move image 2 left". */
  position: number;
  total: number;
  isCover: boolean;
  onMove: (offset: -1 | 1) => void;
  onRemove: () => void;
}) {
  const failed = entry.status === 'error';
  const uploading = entry.status === 'uploading';
  // Once uploaded, show the server's copy: it is what buyers will see (re-encoded, rotated), and
  // it also works for formats the browser cannot preview itself (HEIC photos).
  const src = entry.status === 'done' ? (entry.thumb ?? entry.link) : entry.preview;
  return (
    <li
      data-image-id={entry.id}
      className={cn(
        'flex min-w-0 flex-col gap-1 rounded-control border bg-surface p-1.5',
        failed ? 'border-danger-text' : 'border-border',
      )}
    >
      <div className="relative overflow-hidden rounded-[0.375rem]">
        <AppImage
          src={src}
          alt={`Image ${position}${isCover ? ' (cover)' : ''}`}
          width={480}
          height={360}
          // Just added or just loaded by the seller: show them at once.
          priority="eager"
          className={cn('aspect-[4/3] w-full object-cover', failed && 'opacity-40')}
        />
        {isCover && (
          <Badge variant="accent" className="absolute top-1.5 left-1.5 shadow">
            Cover
          </Badge>
        )}
        {uploading && (
          <UploadProgress progress={entry.progress ?? 0} label={`Upload of image ${position}`} />
        )}
      </div>
      {failed && (
        <p role="alert" className="flex gap-1 text-xs text-danger-text">
          <CircleAlert aria-hidden="true" className="mt-px size-3.5 shrink-0" />
          <span className="min-w-0 break-words">
            {/* Named, so the seller knows which of several files was refused. */}
            <span className="block truncate font-medium" title={entry.name}>
              {entry.name}
            </span>
            {entry.error}
          </span>
        </p>
      )}
      <div className="flex items-center justify-between">
        <div className="flex">
          <button
            type="button"
            data-move="-1"
            aria-label={`Move image ${position} left`}
            title="Move left"
            disabled={position === 1 || failed}
            onClick={() => onMove(-1)}
            className={TILE_BUTTON}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
          </button>
          <button
            type="button"
            data-move="1"
            aria-label={`Move image ${position} right`}
            title="Move right"
            disabled={position === total || failed}
            onClick={() => onMove(1)}
            className={TILE_BUTTON}
          >
            <ChevronRight aria-hidden="true" className="size-4" />
          </button>
        </div>
        <button
          type="button"
          // While uploading the same button cancels: the request stops and the tile goes.
          aria-label={uploading ? `Cancel upload of image ${position}` : `Remove image ${position}`}
          title={uploading ? 'Cancel upload' : 'Remove'}
          onClick={onRemove}
          className={cn(TILE_BUTTON, 'text-danger-text')}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </li>
  );
}
