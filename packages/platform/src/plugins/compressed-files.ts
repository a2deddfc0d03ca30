import type { Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * The apps' built files, compressed for browsers that accept it. Each file is compressed once per
 * build (kept in memory under its path, size and modification time) rather than per request: the
 * storefront's shell chunk is 311 KB as built, 91 KB as brotli at quality 5 (about 20 ms, once).
 */
export type Encoding = 'br' | 'gzip';

const compressible = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.txt', '.webmanifest']);
/** Below this, the headers weigh about as much as what compression saves. */
export const minimumBytes = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The encoding to answer with for an `Accept-Encoding` header (RFC 9110 §12.5.3): brotli when
 * accepted, else gzip; none when the client lists neither or refuses them with `q=0`.
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: Encoding) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  return weight('gzip') > 0 ? 'gzip' : undefined;
}

const cache = new Map<string, { version: string; bytes: Promise<Buffer> }>();

/** The file (whose `stat` the caller has) compressed with `encoding`, or undefined when it is not worth compressing. */
export async function compressedFile(file: string, { size, mtimeMs }: Pick<Stats, 'size' | 'mtimeMs'>, encoding: Encoding): Promise<Buffer | undefined> {
  if (!compressible.has(extname(file).toLowerCase()) || size < minimumBytes) return undefined;
  const key = `${encoding} ${file}`;
  const version = `${size} ${mtimeMs}`;
  const cached = cache.get(key);
  if (cached?.version === version) return cached.bytes;
  const bytes = readFile(file).then((content) =>
    encoding === 'br'
      ? brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } })
      : gzipped(content, { level: 9 }),
  );
  cache.set(key, { version, bytes });
  bytes.catch(() => cache.delete(key));
  return bytes;
}
