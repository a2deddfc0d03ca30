import { useParams } from 'react-router';
import { paths } from '../../config/paths';
import { CollectionEdit } from '../../features/collections/collection-edit/collection-edit';

export function Component() {
  const id = useParams().id ?? '';
  return <CollectionEdit key={id} id={id} listHref={paths.collections.href()} />;
}
