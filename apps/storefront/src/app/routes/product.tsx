import { productBySlugQueryOptions, useProductBySlug } from '@vitrine/react';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { Loading } from '../../components/ui/states';
import { ProductDetails } from '../../features/product/components/product-details';
import type { LoaderDeps } from '../router';

export const loader =
  ({ queryClient, client }: LoaderDeps) =>
  ({ params }: LoaderFunctionArgs) => {
    void queryClient.prefetchQuery(productBySlugQueryOptions(client, params.slug ?? ''));
    return null;
  };

export function Component() {
  const { slug = '' } = useParams();
  const product = useProductBySlug(slug);
  if (product.isPending) return <Loading label="Loading the product…" />;
  if (product.error) throw product.error;
  return <ProductDetails key={product.data.id} product={product.data} />;
}
