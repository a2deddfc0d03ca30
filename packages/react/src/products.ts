import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { productKeys } from './keys.ts';
import { requireModule, useVitrineClient, type AnyClient } from './provider.tsx';
import type { CatalogQuery, ProductField, products } from '@vitrine/sdk/modules/products';

/** A catalogue query as the wire contract writes it: MongoDB-like filter, sort, offset paging. */
export type ProductQuery = CatalogQuery<ProductField>;

/** The part of the SDK's products module the hooks use. */
export type ProductsModule = Pick<ReturnType<typeof products>, 'getProduct' | 'queryProducts' | 'productOptionsAvailability'>;

const api = (client: AnyClient, signal?: AbortSignal) => requireModule<ProductsModule>(client, 'products', signal);

/**
 * One page of products.
 *
 * @example
 * ```ts
 * await queryClient.prefetchQuery(productsQueryOptions(client, { paging: { limit: 12 } }));
 * ```
 */
export const productsQueryOptions = (client: AnyClient, query: ProductQuery) =>
  queryOptions({ queryKey: productKeys.list(query), queryFn: ({ signal }) => api(client, signal).queryProducts(query) });

export const productQueryOptions = (client: AnyClient, id: string) =>
  queryOptions({ queryKey: productKeys.detail(id), queryFn: async ({ signal }) => (await api(client, signal).getProduct(id)).product });

/** The product with this slug; a missing one is a 404-shaped error, so routes show "not found". */
export const productBySlugQueryOptions = (client: AnyClient, slug: string) =>
  queryOptions({
    queryKey: productKeys.bySlug(slug),
    queryFn: async ({ signal }) => {
      const { products } = await api(client, signal).queryProducts({ filter: { slug }, paging: { limit: 1 } });
      const product = products[0];
      if (!product) throw Object.assign(new Error(`No product with the slug ${slug}`), { status: 404, code: 'NOT_FOUND' });
      return product;
    },
  });

/**
 * Which choices can still be bought once some are chosen, and the variant they make.
 *
 * @example
 * ```ts
 * const { data } = useOptionsAvailability(product.id, { Color: 'Red' });
 * ```
 */
export const optionsAvailabilityQueryOptions = (client: AnyClient, productId: string, choices: Record<string, string>) =>
  queryOptions({
    queryKey: productKeys.availability(productId, choices),
    queryFn: ({ signal }) => api(client, signal).productOptionsAvailability(productId, choices),
  });

/** A page of products; the previous page stays on screen while the next one loads (no layout jump). */
export function useProducts(query: ProductQuery) {
  const client = useVitrineClient();
  return useQuery({ ...productsQueryOptions(client, query), placeholderData: keepPreviousData });
}

export function useProduct(id: string) {
  return useQuery(productQueryOptions(useVitrineClient(), id));
}

export function useProductBySlug(slug: string) {
  return useQuery(productBySlugQueryOptions(useVitrineClient(), slug));
}

export function useOptionsAvailability(productId: string | undefined, choices: Record<string, string>) {
  const client = useVitrineClient();
  return useQuery({
    ...optionsAvailabilityQueryOptions(client, productId ?? '', choices),
    enabled: Boolean(productId),
    placeholderData: keepPreviousData,
  });
}
