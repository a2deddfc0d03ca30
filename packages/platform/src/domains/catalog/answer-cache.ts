import type { FastifyReply } from 'fastify';
import type { Queryable } from '../../db/database';
import { readsCatalogAsMerchant, type Caller } from '../../lib/caller';
import { readCatalogVersion } from './products.repository';
import { rememberTag, weakTag } from './read-caching';

/**
 * Answers of the catalogue's public reads (a product, a page of a product query, a collection, a
 * page of collections), kept by the process as the JSON it sent, per site and request, and served
 * again only while the site's catalogue version (migrations 159 and 161: the database changes it
 * in the commit of every write to the site's products, variants or collections, whoever makes it)
 * is the one the answer was read at.
 *
 * A kept answer costs one read by primary key instead of the statement that builds it and the
 * work of turning its rows into the wire's JSON: every visitor of a store asks for the same
 * product pages and category pages, and those answers change only when the catalogue does. It
 * is never stale: the version and the answer are read in one statement (one snapshot), and a
 * served answer is checked against the version as the database has it now, so writes made by
 * another platform instance on the same database, or in SQL, count at once. An answer that used a
 * count kept for a few seconds (count-cache.ts) is kept no longer than that count.
 *
 * Only the view any visitor would get is kept: a caller who reads as the merchant (hidden products,
 * cost and profit) is always answered afresh, and nothing is shared across sites.
 */
export interface AnswerCacheOptions {
  /** Answers kept at most, over every site; past it the least recently served goes. */
  maxEntries: number;
  /** Characters kept at most, over every site: each answer's JSON and the request it answers. */
  maxCharacters: number;
}

export const defaultAnswerCache: AnswerCacheOptions = { maxEntries: 2_000, maxCharacters: 64 * 1024 * 1024 };

/**
 * A request longer than this is answered afresh and not kept: any visitor may send a query of up to
 * a megabyte (a long `$in` list), and keeping such requests as keys would let anyone fill memory
 * with answers no second visitor asks for. Storefronts' queries are a few hundred characters.
 */
const maxKeyCharacters = 2_048;

/** What a read tells the cache about the answer it built: the version it was read at, and until when a count in it holds. */
export interface AnswerFacts {
  catalogVersion?: string;
  validUntilMs?: number;
}

interface Kept {
  version: string;
  json: string;
  tag: string;
  validUntilMs: number;
}

const sizeOf = (key: string, entry: Kept) => key.length + entry.json.length + entry.tag.length;

/**
 * `context` names what else an answer depends on, in this process (the public URL in media links,
 * the count's bound): answers kept under another context are not served.
 */
export function createAnswerCache(
  db: Queryable,
  options: () => Partial<AnswerCacheOptions> | false | undefined,
  context: () => string,
  now: () => number = Date.now,
) {
  const kept = new Map<string, Kept>();
  let characters = 0;

  function forget(key: string) {
    const entry = kept.get(key);
    if (!entry) return;
    kept.delete(key);
    characters -= sizeOf(key, entry);
  }

  function keep(key: string, entry: Kept, limits: AnswerCacheOptions) {
    forget(key);
    if (sizeOf(key, entry) > limits.maxCharacters) return;
    kept.set(key, entry);
    characters += sizeOf(key, entry);
    // A Map iterates in insertion order, and a served answer is inserted again: the first is the least recently served.
    while (kept.size > limits.maxEntries || characters > limits.maxCharacters) forget(kept.keys().next().value!);
  }

  function send(reply: FastifyReply, entry: Kept): FastifyReply {
    rememberTag(reply, entry.tag);
    return reply.type('application/json; charset=utf-8').send(entry.json);
  }

  /**
   * Answers `caller`'s read named `key` (what the request asks, as the route reads it): a kept
   * answer while the site's catalogue is at its version, else the one `build` makes, kept when
   * `build` says which version it read. A build that cannot say (`versionFirst`: its statements
   * are not the catalogue's product reads) is kept under the version read before it ran: what it
   * read is at least that new, and is served only while the version stays there, when nothing it
   * read can have changed since.
   */
  return async function answer(
    reply: FastifyReply,
    caller: Caller,
    key: string,
    build: (facts: AnswerFacts) => Promise<object>,
    how: { versionFirst?: boolean } = {},
  ): Promise<FastifyReply> {
    const configured = options();
    if (configured === false || readsCatalogAsMerchant(caller) || key.length > maxKeyCharacters) return reply.send(await build({}));
    const limits = { ...defaultAnswerCache, ...configured };
    const siteKey = `${caller.siteId}\n${context()}\n${key}`;
    const found = kept.get(siteKey);
    let versionBefore: string | undefined;
    if (found) {
      versionBefore = found.validUntilMs > now() ? await readCatalogVersion(db, caller.siteId) : undefined;
      if (versionBefore === found.version) {
        kept.delete(siteKey);
        kept.set(siteKey, found);
        return send(reply, found);
      }
      forget(siteKey);
    }
    if (how.versionFirst) versionBefore ??= await readCatalogVersion(db, caller.siteId);
    const facts: AnswerFacts = { catalogVersion: how.versionFirst ? versionBefore : undefined };
    const built = await build(facts);
    if (facts.catalogVersion === undefined) return reply.send(built);
    // The route's own serializer (its response schema), as Fastify would have written the object.
    const json = reply.serialize(built) as string;
    const entry = { version: facts.catalogVersion, json, tag: weakTag(json), validUntilMs: facts.validUntilMs ?? Number.POSITIVE_INFINITY };
    keep(siteKey, entry, limits);
    return send(reply, entry);
  };
}
