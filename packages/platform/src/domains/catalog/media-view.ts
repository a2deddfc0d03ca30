import type { StoredMedia } from './catalog.records';

/**
 * Stored media items → the wire's media items. Uploaded files are served by the media domain at
 * `/media/<file id>/<file name>`; the URL is built per request so it follows the public URL.
 */
export interface WireMediaItem {
  id: string;
  mediaType: StoredMedia['mediaType'];
  title?: string;
  image?: { url: string; width?: number; height?: number };
  video?: { files: Array<{ url: string; width?: number; height?: number; format?: string }>; stillFrameMediaId?: string };
  thumbnail?: { url: string; width?: number; height?: number };
  /** Audio, documents and archives: where the file is downloaded. */
  file?: { url: string; fileName?: string };
}

export const fileUrl = (baseUrl: string, fileId: string, fileName: string): string =>
  `${baseUrl}/media/${fileId}/${encodeURIComponent(fileName)}`;

export function toWireMedia(item: StoredMedia, baseUrl: string): WireMediaItem {
  const url = item.fileId ? fileUrl(baseUrl, item.fileId, item.fileName ?? 'file') : (item.externalUrl ?? '');
  const size = { width: item.width, height: item.height };
  const wire: WireMediaItem = { id: item.id, mediaType: item.mediaType, title: item.title };
  switch (item.mediaType) {
    case 'image':
      wire.image = { url, ...size };
      wire.thumbnail = { url, ...size };
      break;
    case 'video': {
      const format = /\.(\w+)$/.exec(item.fileName ?? item.externalUrl ?? '')?.[1]?.toLowerCase();
      wire.video = { files: [{ url, ...size, format }], stillFrameMediaId: item.posterFileId };
      if (item.posterFileId) wire.thumbnail = { url: fileUrl(baseUrl, item.posterFileId, item.posterFileName ?? 'poster'), ...size };
      break;
    }
    default:
      wire.file = { url, fileName: item.fileName };
  }
  return wire;
}

export function toWireMediaSet(items: readonly StoredMedia[], baseUrl: string) {
  const wire = items.map((item) => toWireMedia(item, baseUrl));
  return { mainMedia: wire[0], items: wire };
}
