import { absoluteUrl } from './page-head';

// Its own module (not page-head.ts, which every page loads): only product and collection pages need it.
/** schema.org `BreadcrumbList` of a trail of names and paths, the last one being the page itself. */
export function breadcrumbList(trail: ReadonlyArray<{ name: string; path: string }>, origin: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: absoluteUrl(origin, crumb.path) })),
  };
}
