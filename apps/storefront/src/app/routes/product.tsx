import { useCollections, useProductBySlug } from '@vitrine/react';
import { useParams } from '../../lib/routing';
import { RouteError } from '../../components/route-error';
import { usePageHead, useStoreOrigin } from '../../lib/render-record';
import { productHead } from '../../features/product/utils/product-head';
import type { Product } from '@vitrine/react';
import { homeCollection } from '../../features/product/utils/home-collection';
import { Loading } from '../../components/ui/states';
import { Breadcrumbs } from '../../components/ui/breadcrumbs';
import { paths } from '../../config/paths';
import { ProductDetails } from '../../features/product/components/product-details';
import { RelatedProducts } from '../../features/catalogue/components/related-products';
import { allCollections } from '../../lib/all-collections';

export function Component() {
  const { slug = '' } = useParams();
  const product = useProductBySlug(slug);
  if (product.isPending) return <Loading label="Loading the product…" />;
  if (product.error) return <RouteError error={product.error} />;
  return <ProductPage product={product.data} />;
}

function ProductPage({ product }: { product: Product }) {
  const collections = useCollections(allCollections);
  const collection = homeCollection(product, collections.data);
  const crumb = collection && { label: collection.name, href: paths.collection.href(collection.slug ?? collection.id) };
  const origin = useStoreOrigin();
  // The sharing tags and JSON-LD are the server's to write (lib/render-record.tsx): Vite makes
  // `import.meta.env.SSR` a constant, so the browser's bundle leaves productHead out.
  usePageHead(import.meta.env.SSR ? productHead(product, origin, crumb) : { title: product.name, path: paths.product.href(product.slug) });
  return (
    <main className="page">
      <Breadcrumbs trail={[{ label: 'Home', href: paths.home.href() }, { label: 'Shop', href: paths.catalogue.href() }, ...(crumb ? [crumb] : []), { label: product.name }]} />
      <ProductDetails key={product.id} product={product} />
      {collection ? <RelatedProducts key={collection.id} collection={collection} productId={product.id} /> : null}
    </main>
  );
}
