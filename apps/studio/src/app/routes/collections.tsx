import { paths } from '../../config/paths';
import { CollectionList } from '../../features/collections/collection-list/collection-list';

export function Component() {
  return <CollectionList createHref={paths.collectionCreate.href()} editHref={paths.collectionEdit.href} />;
}
