import { useCollectionBySlug } from '@vitrine/react';
import { useParams } from '../../lib/routing';
import { ErrorState, Loading } from '../../components/ui/states';
import { CatalogueView } from '../../features/catalogue/components/catalogue-view';

export function Component() {
  const { slug = '' } = useParams();
  const collection = useCollectionBySlug(slug);
  if (collection.isPending) return <Loading label="Loading the collection…" />;
  // A missing collection is the route's "not found" page.
  if (collection.error) throw collection.error;
  if (!collection.data) return <ErrorState title="Not found" />;
  return <CatalogueView key={collection.data.id} title={collection.data.name} collectionId={collection.data.id} />;
}
