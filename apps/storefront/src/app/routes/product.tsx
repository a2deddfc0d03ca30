import { useProductBySlug } from '@vitrine/react';
import { useParams } from '../../lib/routing';
import { Loading } from '../../components/ui/states';
import { ProductDetails } from '../../features/product/components/product-details';

export function Component() {
  const { slug = '' } = useParams();
  const product = useProductBySlug(slug);
  if (product.isPending) return <Loading label="Loading the product…" />;
  if (product.error) throw product.error;
  return <ProductDetails key={product.data.id} product={product.data} />;
}
