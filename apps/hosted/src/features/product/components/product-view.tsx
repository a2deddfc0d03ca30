import { useQuery } from '@tanstack/react-query';
import { errorMessage, useVitrineClient } from '@vitrine/react';
import type { Product } from '@vitrine/sdk/modules/products';
import { ErrorState, Loading } from '@vitrine/app-kit/states';
import type { AppClient } from '../../../lib/sdk';

const productBySlugKey = (slug: string) => ['hosted', 'product', slug] as const;

function useProductBySlug(slug: string) {
  const client = useVitrineClient<AppClient>();
  return useQuery({
    queryKey: productBySlugKey(slug),
    queryFn: async (): Promise<Product | null> => (await client.products.queryProducts({ filter: { slug }, paging: { limit: 1 } })).products[0] ?? null,
  });
}

/**
 * A product's name, price, picture and description, with the way to the store's own product page
 * (its `productPageUrl`), where options are chosen and the cart lives.
 */
export function ProductView({ slug }: { slug: string }) {
  const { data: product, isPending, error } = useProductBySlug(slug);
  if (isPending) return <Loading />;
  if (error) return <ErrorState message={errorMessage(error)} />;
  if (!product) return <ErrorState title="Product not found" message="This product does not exist or is no longer for sale." />;

  const image = product.media.mainMedia?.image ?? product.media.mainMedia?.thumbnail;
  const storeUrl = `${product.productPageUrl.base.replace(/\/$/, '')}${product.productPageUrl.path}`;
  const discounted = product.priceData.discountedPrice < product.priceData.price;
  return (
    <article className="product" aria-labelledby="product-name">
      {image ? <img src={image.url} alt={product.name} width={image.width} height={image.height} /> : null}
      <div>
        <h2 id="product-name">{product.name}</h2>
        <p className="price">
          {discounted ? (
            <>
              <del aria-label={`was ${product.priceData.formatted.price}`}>{product.priceData.formatted.price}</del>{' '}
              <strong>{product.priceData.formatted.discountedPrice}</strong>
            </>
          ) : (
            <strong>{product.priceData.formatted.price}</strong>
          )}
        </p>
        {/* Descriptions are written by the store's staff as plain text here: never injected as HTML. */}
        {product.description ? <p className="description">{product.description.replace(/<[^>]*>/g, ' ')}</p> : null}
        <a className="button" href={storeUrl}>
          View in the store
        </a>
      </div>
    </article>
  );
}
