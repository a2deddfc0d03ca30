import { useProducts, type Collection, type ProductQuery } from '@vitrine/react';
import { ProductGrid } from './product-card';

/** How many related products a product page shows: one row on a desktop. */
const relatedCount = 4;

/** The collection's products the row picks from: one more than it shows, as the page's own product may be among them. */
export const relatedProductsQuery = (collectionId: string): ProductQuery => ({ filter: { 'collections.id': { $hasSome: [collectionId] } }, paging: { limit: relatedCount + 1 } });

/** Other products of the collection a product page sits in (the page's own product left out); nothing when there are none. */
export function RelatedProducts({ collection, productId }: { collection: Collection; productId: string }) {
  const products = useProducts(relatedProductsQuery(collection.id));
  const related = (products.data?.products ?? []).filter((product) => product.id !== productId).slice(0, relatedCount);
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="related-title" className="related">
      <h2 id="related-title">More from {collection.name}</h2>
      <ProductGrid products={related} label={`More from ${collection.name}`} />
    </section>
  );
}
