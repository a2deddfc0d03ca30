import type { MediaFile } from './media.repository';

/** What every view of an uploaded file tells about it: name, type and size in pixels, absent rather than null. */
export const fileFacts = (file: MediaFile) => ({
  fileName: file.fileName,
  mimeType: file.mimeType,
  mediaType: file.mediaType,
  width: file.width ?? undefined,
  height: file.height ?? undefined,
});
