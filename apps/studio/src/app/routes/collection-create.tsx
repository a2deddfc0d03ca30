import { paths } from '../../config/paths';
import { CollectionCreate } from '../../features/collections/collection-create/collection-create';

export function Component() {
  return <CollectionCreate listHref={paths.collections.href()} editHref={paths.collectionEdit.href} />;
}
