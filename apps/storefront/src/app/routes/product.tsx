import { useProductBySlug } from '@vitrine/react';
import { useParams } from '../../lib/routing';
import { RouteError } from '../../components/route-error';
import { usePageHead, useStoreOrigin } from '../../lib/render-record';
import { productHead } from '../../features/product/utils/product-head';
import type { Product } from '@vitrine/react';
import { Loading } from '../../components/ui/states';
import { ProductDetails } from '../../features/product/components/product-details';

export function Component() {
  const { slug = '' } = useParams();
  const product = useProductBySlug(slug);
  if (product.isPending) return <Loading label="Loading the product…" />;
  if (product.error) return <RouteError error={product.error} />;
  return <ProductPage product={product.data} />;
}

function ProductPage({ product }: { product: Product }) {
  usePageHead(productHead(product, useStoreOrigin()));
  return <ProductDetails key={product.id} product={product} />;
}
