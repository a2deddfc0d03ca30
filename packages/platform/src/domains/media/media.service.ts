import type { Database } from '../../db/database';
import { invalid } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import { newId } from '../../lib/ids';
import type { MediaType } from '../catalog/catalog.records';
import { fileUrl } from '../catalog/media-view';
import { fileFacts } from './file-facts';
import { matchesDeclaredType } from './file-signature';
import { imageSize, UnreadableImageError } from './image-size';
import { videoSize } from './video-size';
import type { MediaStore } from './media-store';
import { insertMediaFile, listMediaFiles, type MediaFile } from './media.repository';

/** The file types the store accepts, and the catalogue media type each becomes. */
export const acceptedTypes: Record<string, MediaType> = {
  'image/png': 'image',
  'image/jpeg': 'image',
  'image/gif': 'image',
  'image/webp': 'image',
  'image/avif': 'image',
  'image/svg+xml': 'image',
  'video/mp4': 'video',
  'video/webm': 'video',
  'audio/mpeg': 'audio',
  'audio/ogg': 'audio',
  'audio/wav': 'audio',
  'application/pdf': 'document',
  'text/plain': 'document',
  'application/epub+zip': 'document',
  'application/zip': 'zip',
  'application/x-zip-compressed': 'zip',
};

export const maxUploadBytes = 20 * 1024 * 1024;

/** `wix:image://v1/<id>/<name>#originWidth=W&originHeight=H`: the media URI clients store and convert to URLs. */
export function mediaUri(file: MediaFile): string {
  const scheme = file.mediaType === 'zip' ? 'archive' : file.mediaType;
  const size = file.width && file.height ? `#originWidth=${file.width}&originHeight=${file.height}` : '';
  return `wix:${scheme}://v1/${file.id}/${encodeURIComponent(file.fileName)}${size}`;
}

/** An image's size; a PNG, JPEG, WebP or AVIF that cannot be decoded is refused, as it could never be shown. */
async function readableImageSize(bytes: Buffer, mimeType: string) {
  try {
    return await imageSize(bytes, mimeType);
  } catch (error) {
    if (!(error instanceof UnreadableImageError)) throw error;
    throw invalid([{ field: 'file', description: `the file is ${error.message}`, violatedRule: 'FORMAT' }]);
  }
}

export function createMediaService(deps: { db: Database; store: MediaStore; baseUrl(): string }) {
  const toWire = (file: MediaFile) => ({
    id: file.id,
    ...fileFacts(file),
    sizeBytes: file.sizeBytes,
    url: fileUrl(deps.baseUrl(), file.id, file.fileName),
    mediaUri: mediaUri(file),
    createdDate: file.createdDate.toISOString(),
  });

  return {
    toWire,
    /** Stores the bytes first, then the row: a row never points at missing bytes. */
    async upload(siteId: string, input: { fileName: string; mimeType: string; bytes: Buffer }) {
      const mimeType = input.mimeType.split(';')[0]!.trim().toLowerCase();
      const mediaType = acceptedTypes[mimeType];
      if (!mediaType) {
        throw invalid([{ field: 'file', description: `type ${mimeType} is not accepted; accepted: ${Object.keys(acceptedTypes).join(', ')}`, violatedRule: 'INVALID_ENUM_VALUE' }]);
      }
      if (input.bytes.length === 0) throw invalid([{ field: 'file', description: 'the file is empty', violatedRule: 'MIN_SIZE' }]);
      if (!matchesDeclaredType(input.bytes, mimeType)) {
        throw invalid([{ field: 'file', description: `the file's content is not ${mimeType}: its first bytes say otherwise`, violatedRule: 'FORMAT' }]);
      }
      const fileName = input.fileName.replace(/[/\\]/g, '_').replace(/[^\w.\- ]+/g, '').trim().slice(-100) || 'file';
      const id = newId();
      const size = mediaType === 'image' ? await readableImageSize(input.bytes, mimeType) : mediaType === 'video' ? videoSize(input.bytes, mimeType) : undefined;
      await deps.store.put(id, input.bytes);
      const file = await insertMediaFile(deps.db, {
        id,
        siteId,
        fileName,
        mimeType,
        mediaType,
        sizeBytes: input.bytes.length,
        width: size?.width ?? null,
        height: size?.height ?? null,
      });
      return toWire(file);
    },
    async list(caller: Caller, limit: number, offset: number) {
      return (await listMediaFiles(deps.db, caller.siteId, limit, offset)).map(toWire);
    },
  };
}
