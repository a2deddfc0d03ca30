import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { AppError, invalid } from '../../lib/app-error';
import { requireStaff } from '../../lib/caller';
import { responses } from '../../lib/schemas';
import { createImageVariants } from './image-variants';
import { imageWidths, resizableTypes } from './image-widths';
import { mediaStoreFor } from './media-store';
import { findMediaFileById } from './media.repository';
import { createMediaService, maxUploadBytes } from './media.service';

const FileSchema = Type.Object({
  id: Type.String(),
  fileName: Type.String(),
  mimeType: Type.String(),
  mediaType: Type.String(),
  sizeBytes: Type.Integer(),
  width: Type.Optional(Type.Integer()),
  height: Type.Optional(Type.Integer()),
  url: Type.String(),
  mediaUri: Type.String(),
  createdDate: Type.String(),
});

/**
 * The upload's `file` part and its bytes. The multipart parser throws on a body that is cut short
 * or malformed ("Unexpected end of multipart data"): that is the client's input, so a 400.
 */
async function readUpload(request: FastifyRequest) {
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') throw invalid([{ field: 'file', description: 'field is required', violatedRule: 'REQUIRED_FIELD' }]);
    return { part, bytes: await part.toBuffer() };
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (error instanceof AppError || (status !== undefined && status < 500 && status !== 413)) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('invalid', 'File too large', {
        fieldViolations: [{ field: 'file', description: `at most ${maxUploadBytes} bytes`, violatedRule: 'MAX_SIZE' }],
      });
    }
    throw invalid([{ field: 'file', description: 'the multipart/form-data body is malformed or cut short', violatedRule: 'FORMAT' }]);
  }
}

/**
 * Media files: owners and apps upload (multipart, field `file`); anyone fetches by URL, raster
 * images also at a standard width (`?w=400`). File ids never change content, so answers may be
 * cached for a year.
 */
export const mediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, { limits: { fileSize: maxUploadBytes, files: 1, fields: 5 } });
  const store = mediaStoreFor(app.platformOptions);
  const service = createMediaService({ db: app.db, store, baseUrl: () => app.platformOptions.publicUrl ?? '' });
  const variants = createImageVariants(store);

  app.post(
    '/_api/vitrine/v1/media',
    {
      schema: {
        tags: ['media'],
        summary: 'Upload a media file (multipart/form-data, field "file"); returns its URL and media URI',
        consumes: ['multipart/form-data'],
        response: responses({ 200: Type.Object({ file: FileSchema }), 413: Type.Ref('ErrorEnvelope') }),
      },
    },
    async (request) => {
      const caller = requireStaff(request, 'catalog:write');
      if (!request.isMultipart()) {
        throw invalid([{ field: 'file', description: 'send the file as multipart/form-data in the field "file"', violatedRule: 'REQUIRED_FIELD' }]);
      }
      const { part, bytes } = await readUpload(request);
      return { file: await service.upload(caller.siteId, { fileName: part.filename, mimeType: part.mimetype, bytes }) };
    },
  );

  app.get(
    '/_api/vitrine/v1/media',
    {
      schema: {
        tags: ['media'],
        summary: 'The site’s uploaded files, newest first',
        querystring: Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })), offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })) }),
        response: responses({ 200: Type.Object({ files: Type.Array(FileSchema) }) }),
      },
    },
    async (request) => ({ files: await service.list(requireStaff(request, 'catalog:write'), request.query.limit ?? 50, request.query.offset ?? 0) }),
  );

  app.get(
    '/media/:id/:name',
    {
      schema: {
        tags: ['media'],
        summary: 'A media file’s bytes; PNG, JPEG, WebP and AVIF images also at a standard width (`w`), as WebP when accepted',
        params: Type.Object({ id: Type.String({ format: 'uuid' }), name: Type.String({ maxLength: 300 }) }),
        querystring: Type.Object({
          w: Type.Optional(
            Type.Integer({ minimum: 1, maximum: 100_000, description: `Wanted width in px; served at the nearest of ${imageWidths.join(', ')}, never wider than the original` }),
          ),
        }),
      },
    },
    async (request, reply) => {
      const file = await findMediaFileById(app.db, request.params.id);
      const notFound = () =>
        new AppError('not_found', 'Media file not found', { applicationError: { code: 'MEDIA_NOT_FOUND', description: `No media file ${request.params.id}` } });
      if (!file) throw notFound();
      // Headers are set only on success, so an error answer is never cached for a year.
      const send = (contentType: string, etag: string, bytes: Buffer) =>
        reply
          .header('content-type', contentType)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('etag', `"${etag}"`)
          .header('x-content-type-options', 'nosniff')
          // An uploaded SVG is shown as an image, never run as a page.
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
          .send(bytes);
      if (request.query.w !== undefined && resizableTypes.has(file.mimeType)) {
        const variant = await variants.get(file, request.query.w, request.headers.accept);
        if (!variant) throw notFound();
        // The same URL answers WebP or the original format depending on Accept: caches must key on it.
        reply.header('vary', 'Accept');
        return send(variant.contentType, `${file.id}-${variant.key}`, variant.bytes);
      }
      const bytes = await store.get(file.id);
      if (!bytes) throw notFound();
      return send(file.mimeType, file.id, bytes);
    },
  );
};
