import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/database';
import { createAnswerCache } from './answer-cache';
import type { CatalogOptions } from './catalog.options';
import { createCollectionsService } from './collections.service';
import { collectionsRoutes } from './collections.routes';
import { createBulkService } from './bulk.service';
import { createProductSearch } from './product-search.service';
import { createProductsService, type CatalogDeps } from './products.service';
import { productsRoutes } from './products.routes';
import { rejectNonFiniteNumbers } from './non-finite';
import { createStoreVariants } from './store-variants.service';
import { variantsAndBulkRoutes } from './variants-bulk.routes';

export function createCatalogServices(deps: CatalogDeps & { answers?(): CatalogOptions['answers'] }) {
  const products = createProductsService(deps);
  return {
    // An answer's media URLs follow the public URL, and its count the bound: both name the answers kept.
    answers: createAnswerCache(
      deps.db,
      () => deps.answers?.(),
      () => `${deps.baseUrl()} ${deps.countBound?.() ?? ''}`,
    ),
    products,
    queryProducts: createProductSearch(deps, products),
    collections: createCollectionsService(deps),
    bulk: createBulkService(deps),
    storeVariants: createStoreVariants(deps),
  };
}
export type CatalogServices = ReturnType<typeof createCatalogServices>;

/** The catalogue's services for a platform: used by the routes, GraphQL and the demo seed. */
export function catalogServicesFor(app: { db: Database; platformOptions: { publicUrl?: string; catalog?: CatalogOptions } }): CatalogServices {
  const options = app.platformOptions;
  return createCatalogServices({
    db: app.db,
    baseUrl: () => options.publicUrl ?? '',
    countBound: () => options.catalog?.countBound,
    countsKeptFrom: () => options.catalog?.countsKeptFrom,
    answers: () => options.catalog?.answers,
  });
}

/** The catalogue domain: products, variants, collections and bulk edits at the wire contract's paths. */
export const catalogPlugin: FastifyPluginAsync = async (app) => {
  const services = catalogServicesFor(app);
  app.addHook('preValidation', rejectNonFiniteNumbers);
  await app.register(productsRoutes(services));
  await app.register(collectionsRoutes(services));
  await app.register(variantsAndBulkRoutes(services));
};
