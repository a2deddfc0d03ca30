import { useCollectionBySlug } from '@vitrine/react';
import { useParams } from '../../lib/routing';
import { RouteError } from '../../components/route-error';
import { ErrorState, Loading } from '../../components/ui/states';
import { CatalogueView } from '../../features/catalogue/components/catalogue-view';

export function Component() {
  const { slug = '' } = useParams();
  const collection = useCollectionBySlug(slug);
  if (collection.isPending) return <Loading label="Loading the collection…" />;
  // A missing collection is the route's "not found" page (HTTP 404 when rendered on the server).
  if (collection.error) return <RouteError error={collection.error} />;
  if (!collection.data) return <ErrorState title="Not found" />;
  return <CatalogueView key={collection.data.id} title={collection.data.name} collectionId={collection.data.id} />;
}
