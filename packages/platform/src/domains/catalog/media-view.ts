import { isResizable, servedWidths } from '../media/image-widths';
import type { StoredMedia } from './catalog.records';

/**
 * Stored media items → the wire's media items. Uploaded files are served by the media domain at
 * `/media/<file id>/<file name>`; the URL is built per request so it follows the public URL.
 *
 * Every URL-bearing object carries `urlExpirationDate`, as the hosted platform's media do. Here it
 * is always null: uploaded files are public and immutable (served with a year's cache), and an
 * external URL's lifetime is not ours to know. Clients that check the field keep working unchanged.
 */
export interface WireLink {
  url: string;
  width?: number;
  height?: number;
  /** When the URL stops working; null for a permanent URL. */
  urlExpirationDate: string | null;
}

/**
 * An image and, for uploaded PNG, JPEG, WebP and AVIF files of known size, every width it is
 * served at (smallest first, the last the full size), from which a client builds a `srcset`.
 */
export interface WireImage extends WireLink {
  resolutions?: WireLink[];
}

/** One encoding of a video: its file, size, container format and the image shown before playback. */
export interface WireVideoResolution extends WireLink {
  format?: string;
  poster?: WireLink;
}

export interface WireMediaItem {
  id: string;
  mediaType: StoredMedia['mediaType'];
  title?: string;
  /** The earliest expiry of the item's URLs; null when they are all permanent. */
  urlExpirationDate: string | null;
  image?: WireImage;
  video?: {
    files: WireVideoResolution[];
    /** The same encodings under the newer name; one per uploaded file (videos are not transcoded). */
    resolutions: WireVideoResolution[];
    stillFrameMediaId?: string;
    posters: WireLink[];
  };
  thumbnail?: WireImage;
  /** Audio, documents and archives: where the file is downloaded. */
  file?: WireLink & { fileName?: string };
}

export const fileUrl = (baseUrl: string, fileId: string, fileName: string): string =>
  `${baseUrl}/media/${fileId}/${encodeURIComponent(fileName)}`;

const permanent = (url: string, width?: number, height?: number): WireLink => ({ url, width, height, urlExpirationDate: null });

/** The `?w=` URLs the media route answers for an uploaded raster image (see media/image-widths.ts). */
function imageResolutions(item: StoredMedia, url: string): WireLink[] | undefined {
  if (!item.fileId || !item.width || !item.height || !isResizable(item.mimeType, item.fileName)) return undefined;
  const { width: originalWidth, height: originalHeight } = item;
  return servedWidths(originalWidth).map(({ param, width }) =>
    permanent(param ? `${url}?w=${param}` : url, width, Math.max(1, Math.round((originalHeight * width) / originalWidth))),
  );
}

export function toWireMedia(item: StoredMedia, baseUrl: string): WireMediaItem {
  const url = item.fileId ? fileUrl(baseUrl, item.fileId, item.fileName ?? 'file') : (item.externalUrl ?? '');
  const wire: WireMediaItem = { id: item.id, mediaType: item.mediaType, title: item.title, urlExpirationDate: null };
  switch (item.mediaType) {
    case 'image':
      wire.image = { ...permanent(url, item.width, item.height), resolutions: imageResolutions(item, url) };
      wire.thumbnail = { ...wire.image };
      break;
    case 'video': {
      const format = /\.(\w+)$/.exec(item.fileName ?? item.externalUrl ?? '')?.[1]?.toLowerCase();
      const poster = item.posterFileId
        ? permanent(fileUrl(baseUrl, item.posterFileId, item.posterFileName ?? 'poster'), item.posterWidth, item.posterHeight)
        : undefined;
      const resolution: WireVideoResolution = { ...permanent(url, item.width, item.height), format, poster };
      wire.video = { files: [resolution], resolutions: [resolution], stillFrameMediaId: item.posterFileId, posters: poster ? [poster] : [] };
      if (poster) wire.thumbnail = poster;
      break;
    }
    default:
      wire.file = { ...permanent(url), fileName: item.fileName };
  }
  return wire;
}

export function toWireMediaSet(items: readonly StoredMedia[], baseUrl: string) {
  const wire = items.map((item) => toWireMedia(item, baseUrl));
  return { mainMedia: wire[0], items: wire };
}
