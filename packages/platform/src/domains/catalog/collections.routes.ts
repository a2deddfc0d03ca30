import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireCaller, requireStaff } from '../../lib/caller';
import { responses } from '../../lib/schemas';
import {
  CollectionInputSchema,
  CollectionResponse,
  CollectionSchema,
  IdParams,
  ProductIdsBody,
  QuerySchema,
  SlugParams,
  UpdateCollectionBody,
} from './catalog.schemas';
import type { CatalogServices } from './catalog.plugin';
import { catalogReadCaching } from './read-caching';

const tags = ['collections'];
const Empty = Type.Object({});
const CollectionQueryBody = Type.Object({ query: Type.Optional(QuerySchema) });
const V2QueryResponse = Type.Object({
  collections: Type.Array(CollectionSchema),
  metadata: Type.Object({ count: Type.Integer(), offset: Type.Integer(), total: Type.Integer() }),
});

/** Collection writes (`/stores/v1`), v1 reads (`/stores-reader/v1`) and store collections v2 (`/v2` and `/stores/v2`). */
export function collectionsRoutes(services: CatalogServices): FastifyPluginAsyncTypebox {
  return async (app) => {
    const { collections } = services;
    const onSend = catalogReadCaching(() => app.platformOptions.catalog);
    const write = (request: Parameters<typeof requireStaff>[0]) => requireStaff(request, 'catalog:write');

    app.post(
      '/stores/v1/collections',
      { schema: { tags, summary: 'Create a collection', body: Type.Object({ collection: CollectionInputSchema }), response: responses({ 200: CollectionResponse }) } },
      async (request) => ({ collection: await collections.create(write(request), request.body.collection) }),
    );
    app.patch(
      '/stores/v1/collections/:id',
      {
        schema: {
          tags,
          summary: 'Update a collection (only the fields sent; with expectedRevision, only if nobody saved it since)',
          params: IdParams,
          body: UpdateCollectionBody,
          response: responses({ 200: CollectionResponse }),
        },
      },
      async (request) => ({
        collection: await collections.update(write(request), request.params.id, request.body.collection, request.body.expectedRevision),
      }),
    );
    app.delete(
      '/stores/v1/collections/:id',
      { schema: { tags, summary: 'Delete a collection (its products stay)', params: IdParams, response: responses({ 200: Empty }) } },
      async (request) => {
        await collections.remove(write(request), request.params.id);
        return {};
      },
    );
    app.post(
      '/stores/v1/collections/:id/productIds',
      { schema: { tags, summary: 'Add products to a collection', params: IdParams, body: ProductIdsBody, response: responses({ 200: Empty }) } },
      async (request) => {
        await collections.addProducts(write(request), request.params.id, request.body.productIds);
        return {};
      },
    );
    app.post(
      '/stores/v1/collections/:id/productIds/delete',
      { schema: { tags, summary: 'Remove products from a collection', params: IdParams, body: ProductIdsBody, response: responses({ 200: Empty }) } },
      async (request) => {
        await collections.removeProducts(write(request), request.params.id, request.body.productIds);
        return {};
      },
    );

    app.get(
      '/stores-reader/v1/collections/slug/:slug',
      { onSend, schema: { tags, summary: 'Get a collection by slug', params: SlugParams, response: responses({ 200: CollectionResponse }) } },
      async (request) => {
        const caller = requireCaller(request);
        return { collection: await collections.get(caller, caller.siteId, { slug: request.params.slug }) };
      },
    );
    app.get(
      '/stores-reader/v1/collections/:id',
      { onSend, schema: { tags, summary: 'Get a collection', params: IdParams, response: responses({ 200: CollectionResponse }) } },
      async (request) => {
        const caller = requireCaller(request);
        return { collection: await collections.get(caller, caller.siteId, { id: request.params.id }) };
      },
    );
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
      async (request) => {
        const caller = requireCaller(request);
        const result = await collections.query(caller, caller.siteId, request.body.query);
        return { collections: result.collections, metadata: { items: result.metadata.count, offset: result.metadata.offset }, totalResults: result.metadata.total };
      },
    );

    // Store collections v2: the spec writes them without a service prefix; `/stores/v2` is accepted too.
    for (const prefix of ['/v2/collections', '/stores/v2/collections']) {
      const hide = prefix !== '/v2/collections';
      app.get(
        `${prefix}/slug/:slug`,
        { onSend, schema: { tags, hide, summary: 'Get a store collection by slug', params: SlugParams, response: responses({ 200: CollectionResponse }) } },
        async (request) => {
          const caller = requireCaller(request);
          return { collection: await collections.get(caller, caller.siteId, { slug: request.params.slug }) };
        },
      );
      app.get(
        `${prefix}/:id`,
        { onSend, schema: { tags, hide, summary: 'Get a store collection', params: IdParams, response: responses({ 200: CollectionResponse }) } },
        async (request) => {
          const caller = requireCaller(request);
          return { collection: await collections.get(caller, caller.siteId, { id: request.params.id }) };
        },
      );
      const summary = 'Query store collections: filter, sort (ASC/DESC), offset paging';
      app.post(`${prefix}/query`, { schema: { tags, hide, summary, body: CollectionQueryBody, response: responses({ 200: V2QueryResponse }) } }, async (request) => {
        const caller = requireCaller(request);
        return collections.query(caller, caller.siteId, request.body.query);
      });
      app.get(`${prefix}/query`, { onSend, schema: { tags, hide, summary, querystring: CollectionQueryBody, response: responses({ 200: V2QueryResponse }) } }, async (request) => {
        const caller = requireCaller(request);
        return collections.query(caller, caller.siteId, request.query.query);
      });
    }
  };
}
