import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type, type Static } from 'typebox';
import { invalid } from '../../lib/app-error';
import { readsCatalogAsMerchant, requireCaller, requireStaff } from '../../lib/caller';
import { responses } from '../../lib/schemas';
import { staffItemRoutes } from '../../lib/staff-item-routes';
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

/** Clients repeat the path id in the query string or body; accept it only when it matches. */
function checkRepeatedId(id: string, repeated: unknown, field: string) {
  if (repeated !== undefined && repeated !== id) throw invalid([{ field, description: 'must equal the id in the path', violatedRule: 'VALIDATION' }]);
}

/** Product writes (`/stores/v1/products…`) and reads (`/stores-reader/v1/products…`). */
export function productsRoutes(services: CatalogServices): FastifyPluginAsyncTypebox {
  return async (app) => {
    const { products, queryProducts, answers } = services;

    const items = staffItemRoutes(app, { permission: 'catalog:write', url: writes, tags, params: IdParams, item: ProductSchema, one: 'product' });
    items.create('Create a product', CreateProductBody, (staff, body) => products.createProduct(staff, body.product));
    items.update('Update a product (only the fields sent; with expectedRevision, only if nobody saved it since)', UpdateProductBody, (staff, id, body) => products.updateProduct(staff, id, body.product, body.expectedRevision));
    items.remove('Delete a product', (staff, id) => products.deleteProduct(staff, id));

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
      async (request) => ({ variants: await products.updateVariants(requireStaff(request, 'catalog:write'), request.params.id, request.body.variants) }),
    );

    items.act('POST', '/variants/resetToDefault', 'Reset every variant to the product’s price, cost, weight and SKU', undefined, (staff, id) => products.resetVariants(staff, id));
    items.act('POST', '/media', 'Add media to a product (optionally to a choice)', AddMediaBody, (staff, id, body) => products.addMedia(staff, id, body.media));
    items.act('POST', '/media/delete', 'Remove media from a product', RemoveMediaBody, (staff, id, body) => products.removeMedia(staff, id, body.mediaIds));
    items.act('PATCH', '/choices/media', 'Show product media for choices', ChoiceMediaBody, (staff, id, body) => products.changeChoiceMedia(staff, id, body.media, 'add'));
    items.act('POST', '/choices/media/delete', 'Stop showing media for choices', ChoiceMediaBody, (staff, id, body) => products.changeChoiceMedia(staff, id, body.media, 'remove'));
    items.act('DELETE', '/options', 'Delete all options (one default variant remains)', undefined, (staff, id) => products.deleteOptions(staff, id));
    for (const field of ['brand', 'ribbon'] as const) {
      items.act('POST', `/remove-${field}`, `Remove the product’s ${field}`, undefined, (staff, id) => products.removeField(staff, id, field));
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
      async (request, reply) => {
        const caller = requireCaller(request);
        const { id } = request.params;
        checkRepeatedId(id, request.query.id, 'id');
        const merchant = !!request.query.includeMerchantSpecificData && readsCatalogAsMerchant(caller);
        return answers(reply, caller, `product ${id}`, async (facts) => ({ product: await products.getProduct(caller, caller.siteId, id, { merchant, facts }) }));
      },
    );

    // Every form of the query asks the same thing with the same input: one key for all of them.
    const queryHandler = async (request: Parameters<typeof requireCaller>[0], reply: FastifyReply, input: Static<typeof ProductQueryBody>) => {
      const caller = requireCaller(request);
      const asked = { ...input, includeMerchantSpecificData: !!input.includeMerchantSpecificData && readsCatalogAsMerchant(caller) };
      return answers(reply, caller, `query ${JSON.stringify(asked)}`, (facts) => queryProducts(caller, caller.siteId, asked, facts));
    };
    const querySchema = {
      tags,
      summary: 'Query products: filter, sort, offset paging (default 50, at most 100)',
      response: responses({ 200: ProductQueryResponse }),
    };
    app.post(`${reads}/query-platformized`, { schema: { ...querySchema, body: ProductQueryBody } }, (request, reply) =>
      queryHandler(request, reply, request.body),
    );
    // The GET form carries the same payload as `.r` (decoded by the wire-format plugin).
    app.get(`${reads}/query-platformized`, { onSend, schema: { ...querySchema, querystring: ProductQueryBody } }, (request, reply) =>
      queryHandler(request, reply, request.query),
    );
    // Older clients call plain `query`.
    app.post(`${reads}/query`, { schema: { ...querySchema, body: ProductQueryBody } }, (request, reply) => queryHandler(request, reply, request.body));

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
