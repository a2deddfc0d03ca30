import { useCollectionBySlug } from '@vitrine/react';
import { useParams } from '../../lib/routing';
import { RouteError } from '../../components/route-error';
import { usePageHead, useStoreOrigin } from '../../lib/render-record';
import { paths } from '../../config/paths';
import { summary } from '../../lib/page-head';
import { breadcrumbList } from '../../lib/breadcrumb-list';
import type { Collection } from '@vitrine/react';
import { ErrorState, Loading } from '../../components/ui/states';
import { Breadcrumbs } from '../../components/ui/breadcrumbs';
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
  const path = paths.collection.href(collection.slug);
  const trail = [{ label: 'Home', href: paths.home.href() }, { label: 'Shop', href: paths.catalogue.href() }, { label: collection.name, href: path }];
  const jsonLd = [breadcrumbList(trail.map((crumb) => ({ name: crumb.label, path: crumb.href })), useStoreOrigin())];
  usePageHead({ title: collection.name, description: summary(collection.description), path, image: collection.media?.mainMedia?.image?.url, jsonLd });
  return <CatalogueView key={collection.id} title={collection.name} collectionId={collection.id} intro={<Breadcrumbs trail={[...trail.slice(0, -1), { label: collection.name }]} />} />;
}
