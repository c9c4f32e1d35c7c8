/** An image of the form: being uploaded, uploaded (has a link) or refused by the server. */
export type ImageEntry = {
  id: string;
  /** The file name, or the link's last part for images loaded with an account. */
  name: string;
  status: 'uploading' | 'done' | 'error';
  link?: string;
  thumb?: string;
  /** A local object URL, so the picture shows while it is still uploading. */
  preview?: string;
  /** While uploading: the share of the file sent, 0 to 100. */
  progress?: number;
  error?: string;
};

/** An uploaded image as saved in a draft. */
export type SavedImage = { link: string; thumb: string };

export type ImageAction =
  | { type: 'added'; entries: ImageEntry[] }
  | { type: 'progress'; id: string; progress: number }
  | { type: 'uploaded'; id: string; link: string; thumb: string }
  | { type: 'failed'; id: string; error: string }
  | { type: 'removed'; id: string }
  | { type: 'moved'; id: string; offset: -1 | 1 }
  | { type: 'replaced'; images: SavedImage[] };

let lastId = 0;
export function newImageId(): string {
  lastId += 1;
  return `image-${lastId}`;
}

function nameOf(link: string): string {
  return link.split('/').pop() || link;
}

export function entriesFromImages(images: readonly SavedImage[]): ImageEntry[] {
  return images.map((image) => ({
    id: newImageId(),
    name: nameOf(image.link),
    status: 'done',
    link: image.link,
    thumb: image.thumb,
  }));
}

/** Updates only an entry that still exists: an upload may finish after the form was reset. */
function patch(state: ImageEntry[], id: string, change: Partial<ImageEntry>): ImageEntry[] {
  return state.map((entry) => (entry.id === id ? { ...entry, ...change } : entry));
}

export function imagesReducer(state: ImageEntry[], action: ImageAction): ImageEntry[] {
  switch (action.type) {
    case 'added':
      return [...state, ...action.entries];
    case 'progress':
      return patch(state, action.id, { progress: action.progress });
    case 'uploaded':
      return patch(state, action.id, { status: 'done', link: action.link, thumb: action.thumb });
    case 'failed':
      return patch(state, action.id, { status: 'error', error: action.error });
    case 'removed':
      return state.filter((entry) => entry.id !== action.id);
    case 'moved': {
      const from = state.findIndex((entry) => entry.id === action.id);
      const to = from + action.offset;
      if (from < 0 || to < 0 || to >= state.length) return state;
      const next = [...state];
      [next[from], next[to]] = [next[to]!, next[from]!];
      return next;
    }
    case 'replaced':
      return entriesFromImages(action.images);
  }
}

/** The uploaded images in order; the first is the account's cover (DESIGN §5). */
export function savedImages(entries: readonly ImageEntry[]): SavedImage[] {
  return entries
    .filter((entry) => entry.status === 'done' && entry.link)
    .map((entry) => ({ link: entry.link!, thumb: entry.thumb ?? entry.link! }));
}

/** The entry shown as the cover: the first one that is not a failed upload. */
export function coverId(entries: readonly ImageEntry[]): string | undefined {
  return entries.find((entry) => entry.status !== 'error')?.id;
}

/**
 * A saved account carries only full-size links. Uploads are stored with a small twin named
 * `<name>-thumb.webp`, so the list and the form use that; other links are shown as they are.
 */
export function thumbFor(link: string): string {
  const upload = /^(\/api\/media\/[0-9a-f]+)\.webp$/i.exec(link);
  return upload ? `${upload[1]}-thumb.webp` : link;
}
