import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { invalid } from '../../lib/app-error';
import { isStaff, requireCaller, requireStaff } from '../../lib/caller';
import { responses } from '../../lib/schemas';
import {
  AddMediaBody,
  ChoiceMediaBody,
  CreateProductBody,
  IdParams,
  MediaSetSchema,
  MerchantQuerystring,
  OptionsAvailabilityBody,
  PriceDataSchema,
  ProductQueryBody,
  ProductQueryResponse,
  ProductResponse,
  ProductSchema,
  QueryMetadataSchema,
  RemoveMediaBody,
  UpdateProductBody,
  UpdateVariantsBody,
  VariantSchema,
  VariantsQueryBody,
} from './catalog.schemas';
import type { CatalogServices } from './catalog.plugin';
import { catalogReadCaching } from './read-caching';

const writes = '/stores/v1/products';
const reads = '/stores-reader/v1/products';
const tags = ['catalogue'];
const Empty = Type.Object({});

/** Clients repeat the path id in the query string or body; accept it only when it matches. */
function checkRepeatedId(id: string, repeated: unknown, field: string) {
  if (repeated !== undefined && repeated !== id) throw invalid([{ field, description: 'must equal the id in the path', violatedRule: 'VALIDATION' }]);
}

/** Product writes (`/stores/v1/products…`) and reads (`/stores-reader/v1/products…`). */
export function productsRoutes(services: CatalogServices): FastifyPluginAsyncTypebox {
  return async (app) => {
    const { products, queryProducts } = services;
    const write = (request: Parameters<typeof requireStaff>[0]) => requireStaff(request, 'catalog:write');

    app.post(
      writes,
      { schema: { tags, summary: 'Create a product', body: CreateProductBody, response: responses({ 200: ProductResponse }) } },
      async (request) => ({ product: await products.createProduct(write(request), request.body.product) }),
    );

    app.patch(
      `${writes}/:id`,
      {
        schema: {
          tags,
          summary: 'Update a product (only the fields sent; with expectedRevision, only if nobody saved it since)',
          params: IdParams,
          body: UpdateProductBody,
          response: responses({ 200: ProductResponse }),
        },
      },
      async (request) => ({
        product: await products.updateProduct(write(request), request.params.id, request.body.product, request.body.expectedRevision),
      }),
    );

    app.delete(
      `${writes}/:id`,
      { schema: { tags, summary: 'Delete a product', params: IdParams, response: responses({ 200: Empty }) } },
      async (request) => {
        await products.deleteProduct(write(request), request.params.id);
        return {};
      },
    );

    app.patch(
      `${writes}/:id/variants`,
      {
        schema: {
          tags,
          summary: 'Update variants selected by choices or ids: price, cost, weight, SKU, visibility, stock',
          params: IdParams,
          body: UpdateVariantsBody,
          response: responses({ 200: Type.Object({ variants: Type.Array(VariantSchema) }) }),
        },
      },
      async (request) => ({ variants: await products.updateVariants(write(request), request.params.id, request.body.variants) }),
    );

    app.post(
      `${writes}/:id/variants/resetToDefault`,
      { schema: { tags, summary: 'Reset every variant to the product’s price, cost, weight and SKU', params: IdParams, response: responses({ 200: Empty }) } },
      async (request) => {
        await products.resetVariants(write(request), request.params.id);
        return {};
      },
    );

    app.post(
      `${writes}/:id/media`,
      { schema: { tags, summary: 'Add media to a product (optionally to a choice)', params: IdParams, body: AddMediaBody, response: responses({ 200: Empty }) } },
      async (request) => {
        await products.addMedia(write(request), request.params.id, request.body.media);
        return {};
      },
    );

    app.post(
      `${writes}/:id/media/delete`,
      { schema: { tags, summary: 'Remove media from a product', params: IdParams, body: RemoveMediaBody, response: responses({ 200: Empty }) } },
      async (request) => {
        await products.removeMedia(write(request), request.params.id, request.body.mediaIds);
        return {};
      },
    );

    app.patch(
      `${writes}/:id/choices/media`,
      { schema: { tags, summary: 'Show product media for choices', params: IdParams, body: ChoiceMediaBody, response: responses({ 200: Empty }) } },
      async (request) => {
        await products.changeChoiceMedia(write(request), request.params.id, request.body.media, 'add');
        return {};
      },
    );

    app.post(
      `${writes}/:id/choices/media/delete`,
      { schema: { tags, summary: 'Stop showing media for choices', params: IdParams, body: ChoiceMediaBody, response: responses({ 200: Empty }) } },
      async (request) => {
        await products.changeChoiceMedia(write(request), request.params.id, request.body.media, 'remove');
        return {};
      },
    );

    app.delete(
      `${writes}/:id/options`,
      { schema: { tags, summary: 'Delete all options (one default variant remains)', params: IdParams, response: responses({ 200: Empty }) } },
      async (request) => {
        await products.deleteOptions(write(request), request.params.id);
        return {};
      },
    );

    for (const field of ['brand', 'ribbon'] as const) {
      app.post(
        `${writes}/:id/remove-${field}`,
        { schema: { tags, summary: `Remove the product’s ${field}`, params: IdParams, response: responses({ 200: Empty }) } },
        async (request) => {
          await products.removeField(write(request), request.params.id, field);
          return {};
        },
      );
    }

    // ---- reads ----
    const onSend = catalogReadCaching(() => app.platformOptions.catalog);

    app.get(
      `${reads}/:id`,
      {
        onSend,
        schema: {
          tags,
          summary: 'Get a product; cost and profit with includeMerchantSpecificData (owners and apps)',
          params: IdParams,
          querystring: Type.Intersect([MerchantQuerystring, Type.Object({ id: Type.Optional(Type.String()) })]),
          response: responses({ 200: ProductResponse }),
        },
      },
      async (request) => {
        const caller = requireCaller(request);
        checkRepeatedId(request.params.id, request.query.id, 'id');
        return {
          product: await products.getProduct(caller, caller.siteId, request.params.id, {
            merchant: !!request.query.includeMerchantSpecificData && isStaff(caller),
          }),
        };
      },
    );

    const queryHandler = async (request: { body?: unknown; query?: unknown } & Parameters<typeof requireCaller>[0], input: Static<typeof ProductQueryBody>) => {
      const caller = requireCaller(request);
      return queryProducts(caller, caller.siteId, {
        ...input,
        includeMerchantSpecificData: !!input.includeMerchantSpecificData && isStaff(caller),
      });
    };
    const querySchema = {
      tags,
      summary: 'Query products: filter, sort, offset paging (default 50, at most 100)',
      response: responses({ 200: ProductQueryResponse }),
    };
    app.post(`${reads}/query-platformized`, { schema: { ...querySchema, body: ProductQueryBody } }, (request) =>
      queryHandler(request, request.body),
    );
    // The GET form carries the same payload as `.r` (decoded by the wire-format plugin).
    app.get(`${reads}/query-platformized`, { onSend, schema: { ...querySchema, querystring: ProductQueryBody } }, (request) =>
      queryHandler(request, request.query),
    );
    // Older clients call plain `query`.
    app.post(`${reads}/query`, { schema: { ...querySchema, body: ProductQueryBody } }, (request) => queryHandler(request, request.body));

    app.post(
      `${reads}/:id/variants/query`,
      {
        schema: {
          tags,
          summary: 'Variants of a product by choices or ids, with paging',
          params: IdParams,
          body: VariantsQueryBody,
          response: responses({ 200: Type.Object({ variants: Type.Array(VariantSchema), metadata: QueryMetadataSchema, totalResults: Type.Integer() }) }),
        },
      },
      async (request) => {
        const caller = requireCaller(request);
        const body = request.body;
        return products.productVariants(caller, caller.siteId, request.params.id, {
          choices: body.choices,
          variantIds: body.variantIds,
          limit: body.paging?.limit ?? 100,
          offset: body.paging?.offset ?? 0,
          merchant: !!body.includeMerchantSpecificData,
        });
      },
    );

    app.post(
      `${reads}/:id/productOptionsAvailability`,
      {
        schema: {
          tags,
          summary: 'Availability of each choice given the choices made; the variant once they name one',
          params: IdParams,
          body: OptionsAvailabilityBody,
          response: responses({
            200: Type.Object({
              availableForPurchase: Type.Boolean(),
              productOptions: ProductSchema.properties.productOptions,
              selectedVariant: Type.Optional(
                Type.Object({
                  id: Type.String(),
                  choices: Type.Record(Type.String(), Type.String()),
                  price: PriceDataSchema,
                  convertedPriceData: PriceDataSchema,
                  weight: Type.Optional(Type.Number()),
                  sku: Type.Optional(Type.String()),
                  visible: Type.Boolean(),
                  inStock: Type.Boolean(),
                  quantity: Type.Optional(Type.Integer()),
                }),
              ),
              media: MediaSetSchema,
            }),
          }),
        },
      },
      async (request) => {
        const caller = requireCaller(request);
        return products.optionsAvailability(caller, caller.siteId, request.params.id, request.body.options);
      },
    );
  };
}
