import { CatalogueView } from '../../features/catalogue/components/catalogue-view';
import { readSearch, writeSearch } from '../../features/catalogue/hooks/catalogue-search';
import { paths } from '../../config/paths';
import { useSearchParams } from '../../lib/routing';
import { usePageHead } from '../../lib/render-record';

export function Component() {
  const [params] = useSearchParams();
  // The canonical address of a search drops what is not part of it (unknown or default parameters).
  usePageHead({ title: 'Shop', description: 'Every product in the store: search, filter and sort.', path: paths.catalogue.href(writeSearch(readSearch(params))) });
  return <CatalogueView title="Shop" />;
}
