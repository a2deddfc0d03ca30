import { useCollectionBySlug } from '@vitrine/react';
import { useParams } from '../../lib/routing';
import { RouteError } from '../../components/route-error';
import { usePageHead } from '../../lib/render-record';
import { paths } from '../../config/paths';
import { summary } from '../../lib/page-head';
import type { Collection } from '@vitrine/react';
import { ErrorState, Loading } from '../../components/ui/states';
import { CatalogueView } from '../../features/catalogue/components/catalogue-view';

export function Component() {
  const { slug = '' } = useParams();
  const collection = useCollectionBySlug(slug);
  if (collection.isPending) return <Loading label="Loading the collection…" />;
  // A missing collection is the route's "not found" page (HTTP 404 when rendered on the server).
  if (collection.error) return <RouteError error={collection.error} />;
  if (!collection.data) return <ErrorState title="Not found" />;
  return <CollectionPage collection={collection.data} />;
}

function CollectionPage({ collection }: { collection: Collection }) {
  usePageHead({ title: collection.name, description: summary(collection.description), path: paths.collection.href(collection.slug), image: collection.media?.mainMedia?.image?.url });
  return <CatalogueView key={collection.id} title={collection.name} collectionId={collection.id} />;
}
