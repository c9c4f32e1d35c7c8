import { useState, type ComponentProps } from 'react';
import { ImageOff } from 'lucide-react';
import { API_BASE } from '@/api/client';
import { mediaApi } from '@/api/operations';
import { cn } from '@/lib/cn';

/**
 * SPEC §7 routes external images through GET /api/image/cache: the page's CSP only allows
 * images from our own origin, and the proxy checks what it fetches (DESIGN §9). Set to false to
 * load external images directly, e.g. when serving the web app without that server.
 */
export const IMAGE_PROXY_ENABLED = true;
export const IMAGE_PROXY_PATH = `${API_BASE}${mediaApi.imageCache.path}`;

/** The page's origin; none while rendering on the server, where every http(s) image is external. */
function currentOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}

function isExternalHttpUrl(src: string, origin: string): boolean {
  if (!/^https?:\/\//i.test(src)) return false; // relative, blob: and data: URLs are ours
  try {
    return new URL(src).origin !== origin;
  } catch {
    return false;
  }
}

/**
 * The URLs to try in order. An external http(s) image goes through the proxy first and falls
 * back to the direct URL if the proxy fails (SPEC §7); everything else is loaded directly.
 */
export function imageCandidates(
  src: string,
  { proxy = IMAGE_PROXY_ENABLED, origin = currentOrigin() } = {},
): string[] {
  if (!proxy || !isExternalHttpUrl(src, origin)) return [src];
  return [`${IMAGE_PROXY_PATH}?url=${encodeURIComponent(src)}`, src];
}

/**
 * When to fetch: `lazy` (default) once near the viewport; `eager` at once (above the fold);
 * `high` at once and before other images, for the picture that is likely the largest paint.
 */
export type ImagePriority = 'high' | 'eager' | 'lazy';

/** The first item of a list is `high`, the rest of its first row `eager`, the others `lazy`. */
export function listImagePriority(index: number, firstRow: number): ImagePriority {
  if (index === 0) return 'high';
  return index < firstRow ? 'eager' : 'lazy';
}

export type AppImageProps = Omit<ComponentProps<'img'>, 'src' | 'alt' | 'width' | 'height'> & {
  src: string | null | undefined;
  /** Required: describe the picture, or pass "" when the text next to it already says it all. */
  alt: string;
  /** Intrinsic size; reserves the space before the image arrives so nothing jumps. */
  width: number;
  height: number;
  priority?: ImagePriority;
};

/**
 * Every picture in the shop (game art, account screenshots, item icons): lazy by default, sized
 * up front, proxied when external, and a neutral placeholder when it cannot be loaded.
 */
export function AppImage({
  src,
  alt,
  width,
  height,
  className,
  priority = 'lazy',
  ...props
}: AppImageProps) {
  // Failures are remembered per source, so a new `src` starts over without an effect.
  const [failed, setFailed] = useState<{ src: string; attempts: number } | null>(null);
  const candidates = src ? imageCandidates(src) : [];
  const attempts = failed && failed.src === src ? failed.attempts : 0;
  const current = candidates[attempts];

  if (!src || !current) {
    return (
      <span
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        className={cn('flex items-center justify-center bg-surface-muted text-fg-muted', className)}
        style={{ aspectRatio: `${width} / ${height}` }}
      >
        <ImageOff aria-hidden="true" className="size-1/3 max-h-8 max-w-8" />
      </span>
    );
  }

  return (
    <img
      src={current}
      alt={alt}
      width={width}
      height={height}
      loading={priority === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={priority === 'high' ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed({ src, attempts: attempts + 1 })}
      className={cn('bg-surface-muted', className)}
      {...props}
    />
  );
}
