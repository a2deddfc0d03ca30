import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';
import { minimumBytes } from './compressed-files';

/**
 * Compresses what the platform writes per request, the API's JSON and the server-rendered pages,
 * as brotli or gzip by `Accept-Encoding` (with `Vary: Accept-Encoding`). The apps' built files are
 * compressed once per build instead (compressed-files.ts) and arrive here with their
 * `Content-Encoding` already set, which the plugin leaves alone.
 *
 * Registered before any route: the plugin attaches itself to each route as it is declared.
 */
export async function registerResponseCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: minimumBytes,
    // Request bodies stay uncompressed: decompressing them would let a small upload expand past the body limit.
    globalDecompression: false,
    // Text, JSON and XML; never `application/octet-stream` (the plugin's default includes it), whose bytes are usually compressed already.
    customTypes: (contentType) => /^text\/(?!event-stream)|[+/](json|xml)(;|$)/.test(contentType),
    // Quality 3 costs about what gzip's default level does per request and compresses JSON as well;
    // quality 4 took 1.5 times the CPU for 1–7 % fewer bytes (docs/architecture.md, Compression).
    // The quality-11 default is for files compressed once.
    // Each write is flushed, so a streamed page reaches the browser chunk by chunk as it renders
    // rather than when the compressor's buffer fills; a JSON answer is one write either way.
    brotliOptions: { flush: constants.BROTLI_OPERATION_FLUSH, params: { [constants.BROTLI_PARAM_QUALITY]: 3 } },
    zlibOptions: { flush: constants.Z_SYNC_FLUSH },
  });
}
