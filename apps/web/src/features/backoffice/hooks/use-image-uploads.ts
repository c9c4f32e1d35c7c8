import { useCallback, useEffect, useReducer, useRef } from 'react';
import { toast } from 'sonner';
import { MAX_ACCOUNT_IMAGES } from '@shop/contract/values';
import { errorMessage } from '@/api/api-error';
import { isUploadCancelled } from '@/api/upload-with-progress';
import { uploadImage } from '../api/upload-image';
import {
  entriesFromImages,
  imagesReducer,
  newImageId,
  type ImageEntry,
  type SavedImage,
} from '../lib/image-entries';

/** The most images an account keeps. */
export const MAX_IMAGES = MAX_ACCOUNT_IMAGES;

function localPreview(file: File): string | undefined {
  // Not every environment (tests, old browsers) can make object URLs; the tile then waits for the thumb.
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined;
}

/**
 * The form's images. Each added file is uploaded at once, on its own, so one bad file never
 * blocks the others and each tile shows its own progress or the server's reason.
 */
export function useImageUploads(initial: readonly SavedImage[]) {
  const [entries, dispatch] = useReducer(imagesReducer, initial, entriesFromImages);
  // Object URLs show a file while it uploads; they are freed once the server's copy is there.
  const previews = useRef(new Map<string, string>());
  // Uploads in flight, so removing a tile (or leaving the form) cancels its request.
  const inFlight = useRef(new Map<string, AbortController>());

  const revoke = useCallback((ids?: string[]) => {
    for (const [id, url] of previews.current) {
      if (ids && !ids.includes(id)) continue;
      URL.revokeObjectURL(url);
      previews.current.delete(id);
    }
  }, []);

  const abort = useCallback((ids?: string[]) => {
    for (const [id, controller] of inFlight.current) {
      if (ids && !ids.includes(id)) continue;
      controller.abort();
      inFlight.current.delete(id);
    }
  }, []);

  useEffect(
    () => () => {
      abort();
      revoke();
    },
    [abort, revoke],
  );

  const addFiles = useCallback(
    (files: readonly File[]) => {
      const room = Math.max(0, MAX_IMAGES - entries.length);
      if (files.length > room) {
        toast.error(`You can add up to ${MAX_IMAGES} images.`, { id: 'too-many-images' });
      }
      const added: ImageEntry[] = files.slice(0, room).map((file) => {
        const entry: ImageEntry = {
          id: newImageId(),
          name: file.name,
          status: 'uploading',
          preview: localPreview(file),
        };
        if (entry.preview) previews.current.set(entry.id, entry.preview);
        const controller = new AbortController();
        inFlight.current.set(entry.id, controller);
        let shown = 0;
        uploadImage(file, {
          signal: controller.signal,
          // Whole percents only: a render per progress event would be wasted on a fast link.
          onProgress: (sent) => {
            const progress = Math.floor(sent * 100);
            if (progress === shown) return;
            shown = progress;
            dispatch({ type: 'progress', id: entry.id, progress });
          },
        })
          .then(
            ({ link, thumb }) => {
              revoke([entry.id]);
              dispatch({ type: 'uploaded', id: entry.id, link, thumb });
            },
            (error: unknown) => {
              // A cancelled upload's tile is already gone.
              if (!isUploadCancelled(error))
                dispatch({ type: 'failed', id: entry.id, error: errorMessage(error) });
            },
          )
          .finally(() => inFlight.current.delete(entry.id));
        return entry;
      });
      if (added.length > 0) dispatch({ type: 'added', entries: added });
    },
    [entries.length, revoke],
  );

  /** Removes a tile; one still uploading is cancelled, so its file is never stored. */
  const remove = useCallback(
    (id: string) => {
      abort([id]);
      revoke([id]);
      dispatch({ type: 'removed', id });
    },
    [abort, revoke],
  );

  const move = useCallback((id: string, offset: -1 | 1) => {
    dispatch({ type: 'moved', id, offset });
  }, []);

  /** Starts over with these uploaded images (a loaded account, a draft, or none). */
  const replace = useCallback(
    (images: readonly SavedImage[]) => {
      abort();
      revoke();
      dispatch({ type: 'replaced', images: [...images] });
    },
    [abort, revoke],
  );

  const uploading = entries.some((entry) => entry.status === 'uploading');
  return { entries, uploading, addFiles, remove, move, replace };
}

export type ImageUploads = ReturnType<typeof useImageUploads>;
