import { useCollections, useProducts } from '@vitrine/react';
import { Link } from '../../lib/routing';
import { EmptyState, ErrorState } from '../../components/ui/states';
import { paths } from '../../config/paths';
import { CollectionCard } from '../../features/catalogue/components/collection-card';
import { pickFeatured } from '../../features/catalogue/utils/featured';
import { newArrivals } from '../../features/catalogue/utils/new-arrivals';
import { ProductGrid, ProductGridSkeleton } from '../../features/catalogue/components/product-card';
import { usePublicConfig } from '@vitrine/app-kit/public-config-context';
import { usePageHead, useStoreOrigin } from '../../lib/render-record';
import { allCollections } from '../../lib/all-collections';

export function Component() {
  const { siteName, design } = usePublicConfig();
  const hero = design?.hero;
  const action = hero?.callToAction ?? { label: 'Shop everything', href: paths.catalogue.href() };
  const section = design?.homeSection;
  const origin = useStoreOrigin();
  usePageHead({
    title: siteName,
    description: `Shop ${siteName}: new arrivals and featured collections.`,
    path: paths.home.href(),
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'Organization', name: siteName, url: origin + paths.home.href() }],
  });
  const collections = useCollections(allCollections);
  const featured = collections.data ? pickFeatured(collections.data) : [];
  const products = useProducts(newArrivals);
  return (
    <main className="page">
      {/* The cover is a background, drawn behind the words: decorative, so it needs no text alternative. */}
      <section className={hero?.imageUrl ? 'hero has-cover' : 'hero'} style={hero?.imageUrl ? { backgroundImage: `url(${JSON.stringify(hero.imageUrl)})` } : undefined}>
        <div className="hero-content">
          <h1>{siteName}</h1>
          {hero?.tagline ? <p className="hero-tagline">{hero.tagline}</p> : null}
          {hero?.text ? <p>{hero.text}</p> : null}
          <p>
            {action.href.startsWith('/') ? (
              <Link className="button" to={action.href}>
                {action.label}
              </Link>
            ) : (
              <a className="button" href={action.href}>
                {action.label}
              </a>
            )}
          </p>
        </div>
      </section>
      <section aria-labelledby="featured-title">
        <h2 id="featured-title">Featured collections</h2>
        {collections.isPending ? (
          <p className="state">Loading collections…</p>
        ) : collections.error ? (
          <ErrorState message="Collections could not be loaded." onRetry={() => void collections.refetch()} />
        ) : featured.length === 0 ? (
          <EmptyState title="No collections yet" />
        ) : (
          <ul className="collections">
            {featured.map((collection) => (
              <CollectionCard key={collection.id} collection={collection} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="new-title">
        <h2 id="new-title">New arrivals</h2>
        {products.isPending ? (
          <ProductGridSkeleton />
        ) : products.error ? (
          <ErrorState message="Products could not be loaded." onRetry={() => void products.refetch()} />
        ) : products.data.products.length === 0 ? (
          <EmptyState title="No products yet" />
        ) : (
          <ProductGrid products={products.data.products} label="New arrivals" />
        )}
      </section>
      {section ? (
        <section aria-labelledby="story-title" className="home-story">
          {section.imageUrl ? <img src={section.imageUrl} alt="" width={1600} height={900} loading="lazy" /> : null}
          <div>
            <h2 id="story-title">{section.title}</h2>
            {section.text.split(/\n{2,}/).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </section>
      ) : null}
    </main>
  );
}
