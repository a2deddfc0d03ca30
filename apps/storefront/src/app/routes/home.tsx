import { useCollections, useProducts, type ProductQuery } from '@vitrine/react';
import { Link } from '../../lib/routing';
import { EmptyState, ErrorState } from '../../components/ui/states';
import { paths } from '../../config/paths';
import { CollectionCard } from '../../features/catalogue/components/collection-card';
import { pickFeatured } from '../../features/catalogue/utils/featured';
import { ProductGrid, ProductGridSkeleton } from '../../features/catalogue/components/product-card';
import { useStoreConfig } from '../../lib/store-config';
import { usePageHead, useStoreOrigin } from '../../lib/render-record';

// Every collection (a store has a handful); the featured ones are picked from them.
const allCollections = { paging: { limit: 50 } };
const newArrivals: ProductQuery = { sort: [{ fieldName: 'createdDate', order: 'DESC' }], paging: { limit: 8 } };

export function Component() {
  const { siteName } = useStoreConfig();
  const origin = useStoreOrigin();
  usePageHead({
    title: siteName,
    description: `Shop ${siteName}: new arrivals and featured collections.`,
    path: paths.home.href(),
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'Organization', name: siteName, url: origin + paths.home.href() }],
  });
  const collections = useCollections(allCollections);
  const featured = collections.data ? pickFeatured(collections.data) : [];
  const products = useProducts(newArrivals);
  return (
    <main className="page">
      <section className="hero">
        <h1>{siteName}</h1>
        <p>
          <Link className="button" to={paths.catalogue.href()}>
            Shop everything
          </Link>
        </p>
      </section>
      <section aria-labelledby="featured-title">
        <h2 id="featured-title">Featured collections</h2>
        {collections.isPending ? (
          <p className="state">Loading collections…</p>
        ) : collections.error ? (
          <ErrorState message="Collections could not be loaded." onRetry={() => void collections.refetch()} />
        ) : featured.length === 0 ? (
          <EmptyState title="No collections yet" />
        ) : (
          <ul className="collections">
            {featured.map((collection) => (
              <CollectionCard key={collection.id} collection={collection} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="new-title">
        <h2 id="new-title">New arrivals</h2>
        {products.isPending ? (
          <ProductGridSkeleton />
        ) : products.error ? (
          <ErrorState message="Products could not be loaded." onRetry={() => void products.refetch()} />
        ) : products.data.products.length === 0 ? (
          <EmptyState title="No products yet" />
        ) : (
          <ProductGrid products={products.data.products} label="New arrivals" />
        )}
      </section>
    </main>
  );
}
