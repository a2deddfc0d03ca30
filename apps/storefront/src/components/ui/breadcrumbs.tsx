import { Link } from '../../lib/routing';

export interface Crumb {
  label: string;
  /** Where the crumb leads; the last one (this page) has none. */
  href?: string;
}

/** Where this page sits in the shop (Home › Shop › Apparel › Linen Camp Shirt); the last crumb is the page itself. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol>
        {trail.map((crumb) => (
          <li key={crumb.href ?? "here"}>{crumb.href ? <Link to={crumb.href}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}</li>
        ))}
      </ol>
    </nav>
  );
}
