import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { ImagePlus } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button-styles';
import { cn } from '@/lib/cn';
import { MAX_IMAGES, type ImageUploads } from '../hooks/use-image-uploads';
import { coverId } from '../lib/image-entries';
import { ImageTile } from './image-tile';

/**
 * The account's images (SPEC §2 "image upload with preview"): drop files or pick them; each is
 * uploaded as soon as it is added. The order is the account's order, so the first is the cover.
 */
export function ImageUploader({ images, error }: { images: ImageUploads; error?: string }) {
  const headingId = useId();
  const hintId = useId();
  const errorId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const pendingFocus = useRef<{ id: string; offset: -1 | 1 } | null>(null);
  const [dragging, setDragging] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const { entries } = images;
  const full = entries.length >= MAX_IMAGES;
  const cover = coverId(entries);

  // A moved tile is re-inserted in the DOM, which drops focus; put it back on the same control,
  // or on its twin when the tile reached the end of the row.
  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    pendingFocus.current = null;
    const tile = listRef.current?.querySelector(`[data-image-id="${pending.id}"]`);
    const same = tile?.querySelector<HTMLButtonElement>(`[data-move="${pending.offset}"]`);
    const other = tile?.querySelector<HTMLButtonElement>(`[data-move="${-pending.offset}"]`);
    (same && !same.disabled ? same : other)?.focus();
  }, [entries]);

  const move = (id: string, index: number, offset: -1 | 1) => {
    pendingFocus.current = { id, offset };
    const position = index + offset + 1;
    setAnnouncement(
      `Image moved to position ${position} of ${entries.length}${position === 1 ? ', now the cover' : ''}.`,
    );
    images.move(id, offset);
  };

  const addFrom = (files: FileList | null) => {
    if (files && files.length > 0) images.addFiles(Array.from(files));
  };
  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    addFrom(event.target.files);
    event.target.value = ''; // so picking the same file again still counts
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!full) addFrom(event.dataTransfer.files);
  };

  return (
    <div role="group" aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-sm font-medium text-fg">
        Images
      </h3>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center gap-2 rounded-card border-2 border-dashed px-4 py-6 text-center',
          dragging ? 'border-accent bg-accent-soft' : 'border-border-strong',
          error && !dragging && 'border-danger-text',
        )}
      >
        <ImagePlus aria-hidden="true" className="size-8 text-fg-muted" />
        <p className="text-sm text-fg">
          {full ? `${MAX_IMAGES} of ${MAX_IMAGES} images added` : 'Drag and drop images here, or'}
        </p>
        <label
          className={cn(
            buttonClasses({ variant: 'secondary' }),
            'cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
            full && 'pointer-events-none opacity-60',
          )}
        >
          <input
            type="file"
            accept="image/*"
            multiple
            disabled={full}
            aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
            onChange={onPick}
            className="sr-only"
          />
          Choose images
        </label>
        <p id={hintId} className="text-xs text-fg-muted">
          {`Up to ${MAX_IMAGES} images. The first one is the cover; use the arrows to reorder.`}
        </p>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-danger-text">
          {error}
        </p>
      )}
      {entries.length > 0 && (
        <ol
          ref={listRef}
          aria-label="Uploaded images"
          className="grid grid-cols-[repeat(auto-fill,minmax(8.5rem,1fr))] items-start gap-3"
        >
          {entries.map((entry, index) => (
            <ImageTile
              key={entry.id}
              entry={entry}
              position={index + 1}
              total={entries.length}
              isCover={entry.id === cover}
              onMove={(offset) => move(entry.id, index, offset)}
              onRemove={() => images.remove(entry.id)}
            />
          ))}
        </ol>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
