import { useCollections, type Collection } from '@vitrine/react';
import { Link } from '../lib/routing';
import { paths } from '../config/paths';
import { usePublicConfig } from '@vitrine/app-kit/public-config-context';
import { allCollections } from '../lib/all-collections';


/** Collections worth a link: visible and not empty, by name. */
const footerCollections = (collections: readonly Collection[]) =>
  collections
    .filter((collection) => collection.visible !== false && collection.numberOfProducts > 0)
    .sort((a, b) => a.name.localeCompare(b.name))
    .slice(0, 8);

/** The footer on every page: the shop's collections, how to reach the store, and its policies (store settings). */
export function SiteFooter() {
  const { siteName, design } = usePublicConfig();
  const collections = useCollections(allCollections);
  const contact = design?.contact;
  const policies = design?.policies ?? [];
  return (
    <footer className="site-footer">
      <div className="footer-columns">
        <section aria-labelledby="footer-shop">
          <h2 id="footer-shop">Shop</h2>
          <ul>
            <li>
              <Link to={paths.catalogue.href()}>All products</Link>
            </li>
            {footerCollections(collections.data ?? []).map((collection) => (
              <li key={collection.id}>
                <Link to={paths.collection.href(collection.slug ?? collection.id)}>{collection.name}</Link>
              </li>
            ))}
          </ul>
        </section>
        {contact?.email || contact?.phone || contact?.address ? (
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact">Contact</h2>
            <address>
              {contact.email ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : null}
              {contact.phone ? <a href={`tel:${contact.phone.replace(/[^0-9+]/g, '')}`}>{contact.phone}</a> : null}
              {contact.address ? <span>{contact.address}</span> : null}
            </address>
          </section>
        ) : null}
        {policies.length ? (
          <section aria-labelledby="footer-policies">
            <h2 id="footer-policies">Policies</h2>
            <ul>
              {policies.map((policy) => (
                <li key={`${policy.title} ${policy.href}`}>
                  <a href={policy.href}>{policy.title}</a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      <p className="footer-note">© {siteName}</p>
    </footer>
  );
}
