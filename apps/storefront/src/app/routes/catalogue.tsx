import { CatalogueView } from '../../features/catalogue/components/catalogue-view';

export function Component() {
  return <CatalogueView title="Shop" />;
}
