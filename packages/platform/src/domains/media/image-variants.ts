import sharp from 'sharp';
import { AppError } from '../../lib/app-error';
import { snapWidth } from './image-widths';
import type { MediaStore } from './media-store';

/** Larger images are refused rather than decoded: a small file can still unpack to gigabytes. */
export const maxInputPixels = 100_000_000;
/** Renders at once. sharp works on libuv's thread pool, which file reads share; a burst must not starve them. */
const maxConcurrentRenders = 2;

type OutputFormat = 'webp' | 'png' | 'jpeg';
const contentTypes: Record<OutputFormat, string> = { webp: 'image/webp', png: 'image/png', jpeg: 'image/jpeg' };
/** Without WebP support: each type's own format, except AVIF, which a browser without WebP cannot show either. */
const fallbackFormats: Record<string, OutputFormat> = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp', 'image/avif': 'jpeg' };

/**
 * Whether the request's Accept header names WebP. Only an explicit `image/webp` counts: browsers
 * that show WebP say so, and older ones send `*∕*` too.
 */
export function acceptsWebp(accept: string | undefined): boolean {
  return (accept ?? '').split(',').some((range) => {
    const [type, ...parameters] = range.split(';').map((part) => part.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    return type === 'image/webp' && (!quality || Number(quality.slice(2)) > 0);
  });
}

/** One re-sized copy of an image, as sent. */
export interface ImageVariant {
  bytes: Buffer;
  contentType: string;
  /** Names the copy: in the store and in the ETag. */
  key: string;
}

/** One task at a time per free slot; the rest wait their turn in order. */
function limiter(slots: number) {
  const waiting: Array<() => void> = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (slots === 0) await new Promise<void>((resolve) => waiting.push(resolve));
    else slots -= 1;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else slots += 1;
    }
  };
}

/**
 * Serves raster images at the standard widths (image-widths.ts): the nearest allowed width, never
 * enlarged, as WebP when the client takes it. Each copy is made once and kept in the media store;
 * requests that arrive while it is being made wait for that same render.
 */
export function createImageVariants(store: MediaStore) {
  const rendering = new Map<string, Promise<Buffer | undefined>>();
  const limit = limiter(maxConcurrentRenders);

  /** The copy's bytes; undefined when the original's bytes are missing from the store. */
  async function render(id: string, format: OutputFormat, width: number): Promise<Buffer | undefined> {
    const original = await store.get(id);
    if (!original) return undefined;
    try {
      return await limit(() =>
        sharp(original, { limitInputPixels: maxInputPixels })
          .autoOrient()
          .resize({ width, withoutEnlargement: true })
          .toFormat(format)
          .toBuffer(),
      );
    } catch {
      // The bytes are not an image sharp can decode (corrupt, truncated, too large): the file
      // itself is still served at its plain URL, only sized copies are unavailable.
      throw new AppError('not_found', 'This image cannot be resized', {
        applicationError: { code: 'MEDIA_NOT_RESIZABLE', description: `Media file ${id} cannot be read as an image; fetch it without "w"` },
      });
    }
  }

  return {
    /**
     * The copy of file `id` (of type `mimeType`, one of the resizable types) for a requested width;
     * undefined when the original is missing. Throws MEDIA_NOT_RESIZABLE (404) for undecodable bytes.
     */
    async get(file: { id: string; mimeType: string }, requestedWidth: number, accept: string | undefined): Promise<ImageVariant | undefined> {
      const format = acceptsWebp(accept) ? 'webp' : (fallbackFormats[file.mimeType] ?? 'png');
      const key = `w${snapWidth(requestedWidth)}.${format}`;
      const cached = await store.getVariant(file.id, key);
      if (cached) return { bytes: cached, contentType: contentTypes[format], key };
      const name = `${file.id}/${key}`;
      let pending = rendering.get(name);
      if (!pending) {
        pending = render(file.id, format, snapWidth(requestedWidth)).then(async (bytes) => {
          if (bytes) await store.putVariant(file.id, key, bytes);
          return bytes;
        });
        rendering.set(name, pending);
        void pending.then(
          () => rendering.delete(name),
          () => rendering.delete(name),
        );
      }
      const bytes = await pending;
      return bytes && { bytes, contentType: contentTypes[format], key };
    },
  };
}
