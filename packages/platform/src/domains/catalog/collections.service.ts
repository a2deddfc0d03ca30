import type { Queryable } from '../../db/database';
import { invalid, notFound } from '../../lib/app-error';
import { readsCatalogAsMerchant, type Caller } from '../../lib/caller';
import { recordEvent } from '../../lib/events';
import { checkRevision } from '../../lib/revisions';
import { isUuid, newId } from '../../lib/ids';
import type { CollectionRecord } from './catalog.records';
import type { CollectionInput, CollectionPatch, QueryInput } from './catalog.schemas';
import * as repo from './collections.repository';
import { resolveMediaRefs } from './media-refs';
import { toWireMediaSet } from './media-view';
import { compileCollectionQuery } from './product-query';
import type { CatalogDeps } from './products.service';
import { savingSlug, uniqueSlugs } from './slugs';


/** Collections: named groups of products, with a slug unique per site. */
export function createCollectionsService(deps: CatalogDeps) {
  const { db } = deps;

  const toWire = (c: CollectionRecord) => ({
    id: c.id,
    name: c.name,
    slug: c.slug,
    description: c.description,
    visible: c.visible,
    media: toWireMediaSet(c.media, deps.baseUrl()),
    numberOfProducts: c.numberOfProducts,
    createdDate: c.createdDate.toISOString(),
    lastUpdated: c.lastUpdated.toISOString(),
    revision: c.revision,
  });

  const uniqueSlug = uniqueSlugs('collection', repo.collectionSlugTaken);

  async function changed(tx: Queryable, caller: Caller, id: string, type: 'collection.created' | 'collection.changed') {
    const wire = toWire((await repo.findCollection(tx, caller.siteId, { id }))!);
    await recordEvent(tx, { type, siteId: caller.siteId, entityId: id, entity: wire });
    return wire;
  }

  async function lock(tx: Queryable, caller: Caller, id: string) {
    if (!isUuid(id) || !(await repo.lockCollection(tx, caller.siteId, id))) throw notFound('collection', id);
  }

  return {
    toWire,

    async create(caller: Caller, input: CollectionInput, tx?: Queryable) {
      const work = async (q: Queryable) => {
        const id = newId();
        await repo.insertCollection(q, {
          id,
          siteId: caller.siteId,
          name: input.name,
          slug: await uniqueSlug(q, caller.siteId, input.slug, input.name),
          description: input.description ?? '',
          visible: input.visible ?? true,
          media: input.media ? await resolveMediaRefs(q, caller.siteId, input.media.items, 'collection.media.items') : [],
        });
        return changed(q, caller, id, 'collection.created');
      };
      return tx ? work(tx) : savingSlug('collection', input.slug, () => db.transaction(work));
    },

    /** Applies the fields sent; with `expectedRevision`, only if nobody saved the collection since (checked under its row lock). */
    async update(caller: Caller, id: string, patch: CollectionPatch, expectedRevision?: number) {
      if (patch.id !== undefined && patch.id !== id) {
        throw invalid([{ field: 'collection.id', description: 'must equal the id in the path', violatedRule: 'VALIDATION' }]);
      }
      return savingSlug('collection', patch.slug, () => db.transaction(async (tx) => {
        await lock(tx, caller, id);
        const current = (await repo.findCollection(tx, caller.siteId, { id }))!;
        checkRevision('collection', expectedRevision, current.revision);
        const next: CollectionRecord = {
          ...current,
          name: patch.name ?? current.name,
          description: patch.description ?? current.description,
          visible: patch.visible ?? current.visible,
          slug: patch.slug !== undefined ? await uniqueSlug(tx, caller.siteId, patch.slug, current.name, id) : current.slug,
          media: patch.media ? await resolveMediaRefs(tx, caller.siteId, patch.media.items, 'collection.media.items') : current.media,
        };
        await repo.saveCollection(tx, next);
        return changed(tx, caller, id, 'collection.changed');
      }));
    },

    async remove(caller: Caller, id: string) {
      await db.transaction(async (tx) => {
        if (!isUuid(id) || !(await repo.deleteCollection(tx, caller.siteId, id))) throw notFound('collection', id);
        await recordEvent(tx, { type: 'collection.deleted', siteId: caller.siteId, entityId: id });
      });
    },

    async addProducts(caller: Caller, id: string, productIds: readonly string[], tx?: Queryable) {
      const work = async (q: Queryable) => {
        await lock(q, caller, id);
        const found = new Set(await repo.addCollectionProducts(q, caller.siteId, id, productIds));
        const missing = productIds.map((productId, i) => ({ productId, i })).filter(({ productId }) => !found.has(productId));
        if (missing.length) {
          throw invalid(missing.map(({ i }) => ({ field: `productIds.${i}`, description: 'no product of the site has this id', violatedRule: 'VALIDATION' as const })));
        }
        await repo.touchCollection(q, caller.siteId, id);
        return changed(q, caller, id, 'collection.changed');
      };
      return tx ? work(tx) : db.transaction(work);
    },

    async removeProducts(caller: Caller, id: string, productIds: readonly string[]) {
      return db.transaction(async (tx) => {
        await lock(tx, caller, id);
        await repo.removeCollectionProducts(tx, caller.siteId, id, productIds);
        await repo.touchCollection(tx, caller.siteId, id);
        return changed(tx, caller, id, 'collection.changed');
      });
    },

    async get(caller: Caller | undefined, siteId: string, by: { id: string } | { slug: string }) {
      if ('id' in by && !isUuid(by.id)) throw notFound('collection', by.id);
      const staff = readsCatalogAsMerchant(caller);
      const found = await repo.findCollection(db, siteId, by, staff);
      if (!found || (!found.visible && !staff)) throw notFound('collection', 'id' in by ? by.id : by.slug);
      return toWire(found);
    },

    async query(caller: Caller | undefined, siteId: string, query: QueryInput = {}) {
      const staff = readsCatalogAsMerchant(caller);
      const compiled = compileCollectionQuery(query, { siteId, visibleOnly: !staff });
      const limit = query.paging?.limit ?? 50;
      const offset = query.paging?.offset ?? 0;
      const [rows, total] = await Promise.all([
        limit === 0 ? Promise.resolve([]) : repo.selectCollections(db, compiled.where, compiled.orderBy, compiled.params, limit, offset, staff),
        repo.countCollections(db, compiled.where, compiled.params),
      ]);
      return { collections: rows.map(toWire), metadata: { count: rows.length, offset, total } };
    },
  };
}
