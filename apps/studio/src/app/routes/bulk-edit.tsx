import { useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { BulkEditForm } from '../../features/bulk-edit/bulk-edit-form/bulk-edit-form';
import { usePublicConfig } from '@vitrine/app-kit/public-config-context';

export function Component() {
  const [params] = useSearchParams();
  const ids = (params.get('ids') ?? '').split(',').filter(Boolean).slice(0, 100);
  return <BulkEditForm key={ids.join(',')} ids={ids} currency={usePublicConfig().currency} productsHref={paths.products.href()} />;
}
