import { describe, expect, it } from 'vitest';
import { apiKeyHeaders, eventCommittedLater, ownerToken, platformForFile, visitorToken } from './helpers';
import { recordEvent } from '../src/lib/events';
import { record } from './webhooks-receiver';

/** The events feed: a site's events by type and time, paged by cursor, for owners and apps. */
const { platform, http, owner } = platformForFile({ events: { worker: false } });

const feed = '/_api/vitrine/v1/events';
type FeedEvent = { id: string; type: string; entityId: string; createdDate: string; entity: { id: string; n?: number } };

async function readAll(query: string, headers = owner) {
  const events: FeedEvent[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 50; page++) {
    const response = await http.get(`${feed}?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, headers);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    events.push(...response.body.events);
    cursor = response.body.nextCursor;
    if (!cursor) return events;
  }
  throw new Error('feed never ended');
}

describe('the events feed', () => {
  it('pages through events of chosen types in order, without gaps or repeats', async () => {
    const recorded = Array.from({ length: 23 }, (_, n) => ({
      type: (['cart.created', 'cart.updated', 'checkout.created'] as const)[n % 3]!,
      entityId: `feed-${n}`,
      entity: { id: `feed-${n}`, n },
    }));
    await record(platform, recorded);

    const carts = await readAll('type=cart.created&type=cart.updated&limit=4');
    expect(carts.map((e) => e.entity.n)).toEqual(recorded.filter((e) => e.type !== 'checkout.created').map((e) => e.entity.n));
    expect(carts[0]).toMatchObject({ type: 'cart.created', entityId: 'feed-0', entity: { id: 'feed-0', n: 0 } });

    const newestFirst = await readAll('type=checkout.created&order=DESC&limit=3');
    expect(newestFirst.map((e) => e.entity.n)).toEqual([20, 17, 14, 11, 8, 5, 2]);

    const single = await http.get(`${feed}?type=checkout.created&limit=100`, owner);
    expect(single.body.nextCursor).toBeUndefined();
    expect(single.body.events).toHaveLength(7);
  });

  it('filters by time: from inclusive, to exclusive', async () => {
    await record(platform, [{ type: 'collection.created', entityId: 'early', entity: { id: 'early' } }]);
    // A moment just after the early event, and the late one recorded only once the clock has passed it.
    const early = (await readAll('type=collection.created')).find((e) => e.entityId === 'early')!;
    const between = new Date(Date.parse(early.createdDate) + 1).toISOString();
    await expect.poll(() => Date.now() > Date.parse(between)).toBe(true);
    await record(platform, [{ type: 'collection.created', entityId: 'late', entity: { id: 'late' } }]);

    const after = await readAll(`type=collection.created&from=${between}`);
    expect(after.map((e) => e.entityId)).toEqual(['late']);
    const before = await readAll(`type=collection.created&to=${between}`);
    expect(before.map((e) => e.entityId)).toEqual(['early']);
    const backwards = await http.get(`${feed}?from=${encodeURIComponent(new Date().toISOString())}&to=${between}`, owner);
    expect(backwards.status).toBe(400);
  });

  it('shows events recorded by catalogue writes, with the product as it was saved', async () => {
    const staff = apiKeyHeaders(platform.site);
    const created = await http.post('/stores/v1/products', { product: { name: 'Feed Scarf', priceData: { price: 12 } } }, staff);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const productId = created.body.product.id;
    expect((await http.delete(`/stores/v1/products/${productId}`, staff)).status).toBe(200);

    const events = (await readAll('type=product.created&type=product.deleted')).filter((e) => e.entityId === productId);
    expect(events.map((e) => e.type)).toEqual(['product.created', 'product.deleted']);
    expect(events[0]!.entity).toMatchObject({ id: productId, name: 'Feed Scarf' });
    expect(events[1]!.entity).toEqual({ id: productId });
  });

  it('refuses a cursor it did not issue', async () => {
    const response = await http.get(`${feed}?cursor=bm9wZQ`, owner);
    expect(response.status).toBe(400);
    expect(response.body.details.validationError.fieldViolations[0]).toMatchObject({ field: 'cursor', violatedRule: 'FORMAT' });
  });
});

/**
 * Transactions commit in any order: one that took its number first can commit after one that took
 * a later number. PGlite runs one transaction at a time, so two cannot overlap there; this case
 * runs in the PostgreSQL suite.
 */
const onPostgres = Boolean(process.env.VITRINE_TEST_POSTGRES_URL);
if (!onPostgres) {
  console.log('events-feed.test.ts: the late-commit case is skipped on PGlite, which cannot overlap two transactions; it runs in the PostgreSQL suite');
}

describe.skipIf(!onPostgres)('events whose transactions commit out of order', () => {
  it('still reaches a reader that has already read past a later-numbered event', async () => {
    const siteId = platform.site.siteId;
    // The early transaction takes its number first and holds its commit until released.
    const early = await eventCommittedLater(platform, { type: 'cart.updated', entityId: 'late-commit-early' });
    for (const entityId of ['late-commit-later', 'late-commit-last']) {
      await platform.app.db.transaction((tx) => recordEvent(tx, { type: 'cart.updated', siteId, entityId }));
    }

    // A reader catching up one event a page reads past the later-numbered event and keeps its cursor.
    const seen: string[] = [];
    let cursor: string | undefined;
    while (!seen.includes('late-commit-later') && seen.length < 100) {
      const response = await http.get(`${feed}?type=cart.updated&limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, owner);
      seen.push(...response.body.events.map((e: FeedEvent) => e.entityId));
      cursor = response.body.nextCursor;
    }
    expect(seen).not.toContain('late-commit-early');
    expect(cursor).toBeDefined();

    // Then the early one commits; reading on from where the reader stopped finds it.
    await early.commit();
    const resumed = await readAll(`type=cart.updated&cursor=${encodeURIComponent(cursor!)}`);
    expect(resumed.map((e) => e.entityId)).toEqual(['late-commit-last', 'late-commit-early']);
  });
});

describe('who may read the feed', () => {
  it('lets owners and events:read keys in, and keeps others out', async () => {
    const reader = await http.post('/_api/vitrine/v1/api-keys', { name: 'Feed', permissions: ['events:read'] }, owner);
    const catalogOnly = await http.post('/_api/vitrine/v1/api-keys', { name: 'Catalogue', permissions: ['catalog:read'] }, owner);
    const asKey = (key: string) => ({ authorization: key, 'wix-site-id': platform.site.siteId });
    expect((await http.get(feed, asKey(reader.body.key))).status).toBe(200);
    expect((await http.get(feed, asKey(catalogOnly.body.key))).status).toBe(403);
    expect((await http.get(feed, { authorization: await visitorToken(platform) })).status).toBe(403);
    expect((await http.get(feed)).status).toBe(401);
  });

  it('shows a site its own events only', async () => {
    const other = await platform.createSite();
    await record(platform, [{ type: 'cart.deleted', entityId: 'theirs', siteId: other.siteId }]);
    const mine = await readAll('type=cart.deleted');
    expect(mine.map((e) => e.entityId)).not.toContain('theirs');
    const theirs = await readAll('type=cart.deleted', { authorization: await ownerToken(platform, other) });
    expect(theirs.map((e) => e.entityId)).toEqual(['theirs']);
  });
});
