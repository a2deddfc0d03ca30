import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CatalogOptions } from './catalog.options';

/**
 * HTTP caching of the catalogue's GET reads (a product, a collection, a product or collection
 * query): every 200 carries an `ETag`, and a request whose `If-None-Match` names it is answered
 * `304 Not Modified` with no body, so a browser or a CDN revalidating a page of products downloads
 * nothing when nothing changed. The database is still read: the tag is a hash of the answer.
 *
 * `Cache-Control` says who may keep the answer. A visitor's read depends only on the site (the
 * token names it; visitors never see hidden products or merchant fields), so it is `public` for a
 * short while, and stale copies may be served while one revalidates. Members, owners and API keys
 * may see more than a visitor (hidden products, costs), so theirs is `private, no-cache`: kept by
 * their own browser only, and revalidated on each use. Every answer varies by `Authorization`,
 * since the token names the site and the caller (see docs/catalog.md for putting a CDN in front).
 */
export const defaultCatalogCaching = { maxAgeSeconds: 60, staleWhileRevalidateSeconds: 600 };

export type CatalogCaching = typeof defaultCatalogCaching;

/** A weak tag: the same JSON goes out as brotli, gzip or plain bytes, which a strong tag would tell apart. */
export const weakTag = (body: string | Buffer) => `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** Tags of answers sent as kept (answer-cache.ts), worked out once when kept instead of on every send. */
const knownTags = new WeakMap<FastifyReply, string>();

export function rememberTag(reply: FastifyReply, tag: string): void {
  knownTags.set(reply, tag);
}

/** `If-None-Match` names the tag, or is `*` (RFC 9110 §13.1.2; weak comparison). */
function matches(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (candidate: string) => candidate.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => opaque(candidate) === opaque(tag));
}

function addVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  const fields = (Array.isArray(current) ? current.join(',') : String(current ?? '')).split(',').map((name) => name.trim()).filter(Boolean);
  if (!fields.some((name) => name.toLowerCase() === field.toLowerCase() || name === '*')) fields.push(field);
  reply.header('vary', fields.join(', '));
}

/**
 * The `onSend` hook of a catalogue GET route: tags the answer and honours `If-None-Match`. Runs
 * before response compression (a route's own hooks run first), so the tag is of the JSON itself.
 */
export function catalogReadCaching(options: () => CatalogOptions | undefined) {
  return async function onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
    if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return payload;
    const caching = { ...defaultCatalogCaching, ...options()?.caching };
    const tag = knownTags.get(reply) ?? weakTag(payload);
    const visitorRead = request.caller?.identityType === 'ANONYMOUS_VISITOR';
    reply.header('etag', tag);
    reply.header(
      'cache-control',
      visitorRead ? `public, max-age=${caching.maxAgeSeconds}, stale-while-revalidate=${caching.staleWhileRevalidateSeconds}` : 'private, no-cache',
    );
    addVary(reply, 'authorization');
    if (!matches(request.headers['if-none-match'], tag)) return payload;
    reply.code(304);
    reply.removeHeader('content-type');
    reply.removeHeader('content-length');
    return null;
  };
}
