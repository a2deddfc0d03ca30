import type { Product } from '@vitrine/react';
import { paths } from '../../../config/paths';
import { summary, type PageHead } from '../../../lib/page-head';

const availability = (product: Product) =>
  !product.stock.inStock ? 'https://schema.org/OutOfStock' : product.stock.inventoryStatus === 'PARTIALLY_OUT_OF_STOCK' ? 'https://schema.org/LimitedAvailability' : 'https://schema.org/InStock';

/**
 * A product page's head: sharing tags with its picture and price, and JSON-LD `Product` with an
 * `Offer` (price, currency, availability from stock) and the `BreadcrumbList` home › shop › product.
 */
export function productHead(product: Product, origin: string): PageHead {
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
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: origin + paths.home.href() },
          { '@type': 'ListItem', position: 2, name: 'Shop', item: origin + paths.catalogue.href() },
          { '@type': 'ListItem', position: 3, name: product.name, item: origin + path },
        ],
      },
    ],
  };
}
