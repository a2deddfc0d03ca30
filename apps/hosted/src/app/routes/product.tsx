import { useSearchParams } from 'react-router';
import { HostedPage } from '../../components/layout/hosted-page';
import { ErrorState } from '@vitrine/app-kit/states';
import { ProductView } from '../../features/product/components/product-view';

/** `/hosted/product?productSlug=…`: a product of the store, with a link to its page in the store. */
export function Component() {
  const [search] = useSearchParams();
  const slug = search.get('productSlug');
  return (
    <HostedPage title="Product">
      {slug ? <ProductView slug={slug} /> : <ErrorState title="No product named" message="The link names no product." />}
    </HostedPage>
  );
}
