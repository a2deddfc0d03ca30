import type { Product } from '@vitrine/react';
import { paths } from '../../../config/paths';
import { summary, type PageHead } from '../../../lib/page-head';
import { breadcrumbList } from '../../../lib/breadcrumb-list';

const availability = (product: Product) =>
  !product.stock.inStock ? 'https://schema.org/OutOfStock' : product.stock.inventoryStatus === 'PARTIALLY_OUT_OF_STOCK' ? 'https://schema.org/LimitedAvailability' : 'https://schema.org/InStock';

/**
 * A product page's head: sharing tags with its picture and price, and JSON-LD `Product` with an
 * `Offer` (price, currency, availability from stock) and the `BreadcrumbList` home › shop ›
 * collection › product, as the page's breadcrumbs show it (the collection when it has one).
 */
export function productHead(product: Product, origin: string, collection?: { label: string; href: string }): PageHead {
  const path = paths.product.href(product.slug);
  const price = product.priceData ?? product.price;
  // What a shopper pays: the cheapest buyable variant, sale included.
  const paid = product.discountedPriceRange ?? { minValue: price.discountedPrice, maxValue: price.discountedPrice };
  const amount = paid.minValue;
  const image = product.media?.mainMedia?.image?.url;
  const description = summary(product.description);
  return {
    title: product.name,
    description,
    path,
    image,
    type: 'product',
    price: { amount, currency: price.currency },
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.name,
        ...(description ? { description } : {}),
        ...(image ? { image: [image] } : {}),
        ...(product.sku ? { sku: product.sku } : {}),
        ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
        url: origin + path,
        offers:
          paid.minValue === paid.maxValue
            ? { '@type': 'Offer', price: amount.toFixed(2), priceCurrency: price.currency, availability: availability(product), url: origin + path }
            : { '@type': 'AggregateOffer', lowPrice: paid.minValue.toFixed(2), highPrice: paid.maxValue.toFixed(2), priceCurrency: price.currency, availability: availability(product), url: origin + path },
      },
      breadcrumbList(
        [
          { name: 'Home', path: paths.home.href() },
          { name: 'Shop', path: paths.catalogue.href() },
          ...(collection ? [{ name: collection.label, path: collection.href }] : []),
          { name: product.name, path },
        ],
        origin,
      ),
    ],
  };
}
