import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireCaller, requireStaff } from '../../lib/caller';
import { responses } from '../../lib/schemas';
import { BulkAdjustBody, BulkResultSchema, BulkUpdateBody, IdParams, MerchantQuerystring, QueryMetadataSchema, QuerySchema, StoreVariantSchema } from './catalog.schemas';
import type { CatalogServices } from './catalog.plugin';

/** Store-wide variant reads and bulk product edits. */
export function variantsAndBulkRoutes(services: CatalogServices): FastifyPluginAsyncTypebox {
  return async (app) => {
    const { storeVariants, bulk } = services;
    // Cost and profit only for staff, and only when asked, as for products.
    const Body = Type.Object({ query: Type.Optional(QuerySchema), includeMerchantSpecificData: Type.Optional(Type.Boolean()) });
    const QueryResponse = Type.Object({ variants: Type.Array(StoreVariantSchema), metadata: QueryMetadataSchema, totalResults: Type.Integer() });
    const summary = 'Query variants across the store (id, productId, productName, sku, price, inStock, visible)';

    app.post('/stores-reader/v1/variants/query', { schema: { tags: ['catalogue'], summary, body: Body, response: responses({ 200: QueryResponse }) } }, async (request) => {
      const caller = requireCaller(request);
      return storeVariants.query(caller, caller.siteId, request.body.query, request.body);
    });
    app.get('/stores-reader/v1/variants/query', { schema: { tags: ['catalogue'], summary, querystring: Body, response: responses({ 200: QueryResponse }) } }, async (request) => {
      const caller = requireCaller(request);
      return storeVariants.query(caller, caller.siteId, request.query.query, request.query);
    });
    app.get(
      '/stores-reader/v1/variants/:id',
      {
        schema: {
          tags: ['catalogue'],
          summary: 'Get a variant; cost and profit with includeMerchantSpecificData (owners and apps)',
          params: IdParams,
          querystring: MerchantQuerystring,
          response: responses({ 200: Type.Object({ variant: StoreVariantSchema }) }),
        },
      },
      async (request) => {
        const caller = requireCaller(request);
        return { variant: await storeVariants.get(caller, caller.siteId, request.params.id, request.query) };
      },
    );

    app.post(
      '/stores/v1/bulk/products/update',
      { schema: { tags: ['catalogue'], summary: 'Set price, cost or weight of many products; a result per product', body: BulkUpdateBody, response: responses({ 200: BulkResultSchema }) } },
      async (request) => bulk.bulkUpdate(requireStaff(request, 'catalog:write'), request.body.ids, request.body.set),
    );
    app.post(
      '/stores/v1/bulk/products/adjust-properties',
      {
        schema: {
          tags: ['catalogue'],
          summary: 'Raise or lower price, cost or weight of many products by an amount or a percentage; a result per product',
          body: BulkAdjustBody,
          response: responses({ 200: BulkResultSchema }),
        },
      },
      async (request) => bulk.bulkAdjust(requireStaff(request, 'catalog:write'), request.body.ids, request.body.adjust),
    );
  };
}
