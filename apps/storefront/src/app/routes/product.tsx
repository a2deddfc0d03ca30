import { useProductBySlug } from '@vitrine/react';
import { useParams } from '../../lib/routing';
import { RouteError } from '../../components/route-error';
import { Loading } from '../../components/ui/states';
import { ProductDetails } from '../../features/product/components/product-details';

export function Component() {
  const { slug = '' } = useParams();
  const product = useProductBySlug(slug);
  if (product.isPending) return <Loading label="Loading the product…" />;
  if (product.error) return <RouteError error={product.error} />;
  return <ProductDetails key={product.data.id} product={product.data} />;
}
