import type { Module, Transport } from '../core/types.ts';

/**
 * Media files for merchants and apps holding `catalog:write`: upload a file once, then add it to
 * products and collections by its id (`addProductMedia(id, [{ mediaId }])`). Vitrine's own
 * endpoints (`/_api/vitrine/v1/media`); the hosted platform has its own media manager.
 */
export interface MediaFile {
  id: string;
  fileName: string;
  mimeType: string;
  /** `image`, `video`, `audio`, `document` or `zip`. */
  mediaType: string;
  sizeBytes: number;
  width?: number;
  height?: number;
  /** Where the bytes are served. */
  url: string;
  /** `wix:image://v1/<id>/<name>#originWidth=…`: the form catalogue data keeps. */
  mediaUri: string;
  createdDate: string;
}

export interface MediaApi {
  /** Uploads one file (a `File` or `Blob`; give a name for a `Blob`). */
  uploadFile(file: Blob, fileName?: string): Promise<MediaFile>;
  /** The site's uploaded files, newest first. */
  listFiles(paging?: { limit?: number; offset?: number }): Promise<MediaFile[]>;
}

/**
 * @example
 * ```ts
 * const client = createClient({ modules: { media, products }, auth, baseUrl });
 * const file = await client.media.uploadFile(input.files[0]);
 * await client.products.addProductMedia(productId, [{ mediaId: file.id }]);
 * ```
 */
export const media: Module<MediaApi> = (transport: Transport) => ({
  async uploadFile(file, fileName) {
    const form = new FormData();
    const name = fileName ?? (typeof (file as File).name === 'string' ? (file as File).name : 'upload');
    form.append('file', file, name);
    return (await transport.request<{ file: MediaFile }>({ method: 'POST', path: '/_api/vitrine/v1/media', body: form, args: [name] })).file;
  },
  async listFiles(paging = {}) {
    return (await transport.request<{ files: MediaFile[] }>({ method: 'GET', path: '/_api/vitrine/v1/media', query: { ...paging }, args: [paging] })).files;
  },
});
