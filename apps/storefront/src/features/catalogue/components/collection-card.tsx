import type { Collection } from '@vitrine/react';
import { Link } from '../../../lib/routing';
import { MediaImage } from '../../../components/ui/media-image';
import { paths } from '../../../config/paths';

export function CollectionCard({ collection }: { collection: Collection }) {
  const image = collection.media?.mainMedia?.image;
  return (
    <li className="collection-card">
      <div className="media-box">
        <MediaImage src={image?.url} alt="" width={image?.width ?? 1600} height={image?.height ?? 900} resolutions={image?.resolutions} sizes="(min-width: 900px) 30vw, 100vw" />
      </div>
      <h3>
        <Link to={paths.collection.href(collection.slug ?? collection.id)}>{collection.name}</Link>
      </h3>
    </li>
  );
}
