import type { Queryable } from '../../db/database';
import { invalid, type FieldViolation } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { fileFacts } from '../media/file-facts';
import { findMediaFiles, type MediaFile } from '../media/media.repository';
import type { MediaType, StoredMedia } from './catalog.records';
import type { MediaRef } from './catalog.schemas';

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** `wix:image://v1/<file id>/<name>#originWidth=…`: the media URI form clients keep in their data. */
const mediaUriPattern = new RegExp(`^wix:(image|video|document|audio|archive)://v1/(${uuid})/`, 'i');
const ownUrlPattern = new RegExp(`/media/(${uuid})/`, 'i');

const extensionTypes: Array<[RegExp, MediaType]> = [
  [/\.(png|jpe?g|gif|webp|svg|avif)$/i, 'image'],
  [/\.(mp4|webm|mov|m4v)$/i, 'video'],
  [/\.(mp3|wav|ogg|m4a|flac)$/i, 'audio'],
  [/\.(zip|gz|tgz|rar|7z)$/i, 'zip'],
  [/\.(pdf|docx?|xlsx?|txt|epub)$/i, 'document'],
];

/** The uploaded file a reference names: by id, by media URI, or by this platform's own media URL. */
export function referencedFileId(ref: MediaRef): string | undefined {
  if (ref.mediaId) return ref.mediaId;
  if (!ref.url) return undefined;
  return mediaUriPattern.exec(ref.url)?.[2] ?? ownUrlPattern.exec(ref.url)?.[1];
}

/** A video's poster as a media item stores it: the uploaded image's id, name and size. */
const posterOf = (file: MediaFile | undefined): Partial<StoredMedia> =>
  file ? { posterFileId: file.id, posterFileName: file.fileName, posterWidth: file.width ?? undefined, posterHeight: file.height ?? undefined } : {};

/**
 * Turns references into stored media items. Uploaded files keep their id as the item id (so a
 * file appears once per product); external URLs get a new id. Unknown files are a validation error.
 */
export async function resolveMediaRefs(db: Queryable, siteId: string, refs: readonly MediaRef[], field: string): Promise<StoredMedia[]> {
  const fileIds = refs.flatMap((ref) => [referencedFileId(ref), ref.stillFrameMediaId].filter((id): id is string => !!id));
  const files = new Map((await findMediaFiles(db, siteId, fileIds)).map((file) => [file.id, file]));
  const violations: FieldViolation[] = [];
  const items = refs.map((ref, index): StoredMedia | undefined => {
    const fileId = referencedFileId(ref);
    const poster = ref.stillFrameMediaId ? files.get(ref.stillFrameMediaId) : undefined;
    if (ref.stillFrameMediaId && !poster) {
      violations.push({ field: `${field}.${index}.stillFrameMediaId`, description: 'no uploaded file has this id', violatedRule: 'VALIDATION' });
    }
    if (fileId) {
      const file = files.get(fileId);
      if (!file) {
        violations.push({ field: `${field}.${index}.${ref.mediaId ? 'mediaId' : 'url'}`, description: 'no uploaded file has this id', violatedRule: 'VALIDATION' });
        return undefined;
      }
      return { id: file.id, fileId: file.id, ...fileFacts(file), title: ref.title, ...posterOf(poster) };
    }
    if (!ref.url || !/^https?:\/\/[^\s]+$/i.test(ref.url)) {
      violations.push({ field: `${field}.${index}`, description: 'needs mediaId or an http(s) url', violatedRule: 'REQUIRED_FIELD' });
      return undefined;
    }
    const path = ref.url.split(/[?#]/)[0]!;
    const mediaType = ref.mediaType ?? extensionTypes.find(([pattern]) => pattern.test(path))?.[1] ?? 'image';
    return { id: newId(), mediaType, externalUrl: ref.url, title: ref.title, ...posterOf(poster) };
  });
  if (violations.length) throw invalid(violations);
  return items as StoredMedia[];
}
