import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { requireCaller, type Caller } from '../../lib/caller';
import { responses } from '../../lib/schemas';
import { staffItemRoutes } from '../../lib/staff-item-routes';
import {
  CollectionInputSchema,
  CollectionResponse,
  CollectionSchema,
  IdParams,
  ProductIdsBody,
  QuerySchema,
  type QueryInput,
  SlugParams,
  UpdateCollectionBody,
} from './catalog.schemas';
import type { CatalogServices } from './catalog.plugin';
import { catalogReadCaching } from './read-caching';

const tags = ['collections'];
const CollectionQueryBody = Type.Object({ query: Type.Optional(QuerySchema) });
const V2QueryResponse = Type.Object({
  collections: Type.Array(CollectionSchema),
  metadata: Type.Object({ count: Type.Integer(), offset: Type.Integer(), total: Type.Integer() }),
});

/** Collection writes (`/stores/v1`), v1 reads (`/stores-reader/v1`) and store collections v2 (`/v2` and `/stores/v2`). */
export function collectionsRoutes(services: CatalogServices): FastifyPluginAsyncTypebox {
  return async (app) => {
    const { collections, answers } = services;
    // Collections are read with statements of their own: kept under the version read before them (answer-cache.ts).
    const keptAnswer = (request: Parameters<typeof requireCaller>[0], reply: FastifyReply, key: string, build: (caller: Caller) => Promise<object>) => {
      const caller = requireCaller(request);
      return answers(reply, caller, key, () => build(caller), { versionFirst: true });
    };
    const onSend = catalogReadCaching(() => app.platformOptions.catalog);

    const items = staffItemRoutes(app, { permission: 'catalog:write', url: '/stores/v1/collections', tags, params: IdParams, item: CollectionSchema, one: 'collection' });
    items.create('Create a collection', Type.Object({ collection: CollectionInputSchema }), (staff, body) => collections.create(staff, body.collection));
    items.update('Update a collection (only the fields sent; with expectedRevision, only if nobody saved it since)', UpdateCollectionBody, (staff, id, body) => collections.update(staff, id, body.collection, body.expectedRevision));
    items.remove('Delete a collection (its products stay)', (staff, id) => collections.remove(staff, id));
    items.act('POST', '/productIds', 'Add products to a collection', ProductIdsBody, (staff, id, body) => collections.addProducts(staff, id, body.productIds));
    items.act('POST', '/productIds/delete', 'Remove products from a collection', ProductIdsBody, (staff, id, body) => collections.removeProducts(staff, id, body.productIds));

    /** A collection by slug and by id: the same reads at v1's paths and at v2's. */
    const getRoutes = (prefix: string, what: string, hide: boolean) => {
      app.get(`${prefix}/slug/:slug`, { onSend, schema: { tags, hide, summary: `Get ${what} by slug`, params: SlugParams, response: responses({ 200: CollectionResponse }) } }, (request, reply) =>
        keptAnswer(request, reply, `collection slug ${request.params.slug}`, async (caller) => ({
          collection: await collections.get(caller, caller.siteId, { slug: request.params.slug }),
        })),
      );
      app.get(`${prefix}/:id`, { onSend, schema: { tags, hide, summary: `Get ${what}`, params: IdParams, response: responses({ 200: CollectionResponse }) } }, (request, reply) =>
        keptAnswer(request, reply, `collection id ${request.params.id}`, async (caller) => ({ collection: await collections.get(caller, caller.siteId, { id: request.params.id }) })),
      );
    };
    getRoutes('/stores-reader/v1/collections', 'a collection', false);
    app.post(
      '/stores-reader/v1/collections/query',
      {
        schema: {
          tags,
          summary: 'Query collections (v1 shape)',
          body: CollectionQueryBody,
          response: responses({ 200: Type.Object({ collections: Type.Array(CollectionSchema), metadata: Type.Object({ items: Type.Integer(), offset: Type.Integer() }), totalResults: Type.Integer() }) }),
        },
      },
      (request, reply) =>
        keptAnswer(request, reply, `collections v1 ${JSON.stringify(request.body.query ?? {})}`, async (caller) => {
          const result = await collections.query(caller, caller.siteId, request.body.query);
          return { collections: result.collections, metadata: { items: result.metadata.count, offset: result.metadata.offset }, totalResults: result.metadata.total };
        }),
    );

    // Store collections v2: the spec writes them without a service prefix; `/stores/v2` is accepted too.
    for (const prefix of ['/v2/collections', '/stores/v2/collections']) {
      const hide = prefix !== '/v2/collections';
      getRoutes(prefix, 'a store collection', hide);
      const summary = 'Query store collections: filter, sort (ASC/DESC), offset paging';
      const v2Query = (request: Parameters<typeof requireCaller>[0], reply: FastifyReply, query: QueryInput | undefined) =>
        keptAnswer(request, reply, `collections v2 ${JSON.stringify(query ?? {})}`, (caller) => collections.query(caller, caller.siteId, query));
      app.post(`${prefix}/query`, { schema: { tags, hide, summary, body: CollectionQueryBody, response: responses({ 200: V2QueryResponse }) } }, (request, reply) =>
        v2Query(request, reply, request.body.query),
      );
      app.get(`${prefix}/query`, { onSend, schema: { tags, hide, summary, querystring: CollectionQueryBody, response: responses({ 200: V2QueryResponse }) } }, (request, reply) =>
        v2Query(request, reply, request.query.query),
      );
    }
  };
}
