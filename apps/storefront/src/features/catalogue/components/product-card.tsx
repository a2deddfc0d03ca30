import type { Product } from '@vitrine/react';
import { Link } from '../../../lib/routing';
import { MediaImage } from '../../../components/ui/media-image';
import { ProductPrice } from '../../../components/ui/price';
import { paths } from '../../../config/paths';

const gridSizes = '(min-width: 1024px) 25vw, (min-width: 720px) 33vw, 50vw';

export function ProductCard({ product, eager = false }: { product: Product; eager?: boolean }) {
  const image = product.media?.mainMedia?.image ?? product.media?.mainMedia?.thumbnail;
  const unit = product.pricePerUnitData ? `${product.pricePerUnitData.baseQuantity} ${product.pricePerUnitData.baseMeasurementUnit}` : undefined;
  return (
    <li className="product-card" data-testid="product-card">
      {product.ribbon ? <span className="ribbon">{product.ribbon}</span> : null}
      <div className="media-box">
        <MediaImage src={image?.url} alt="" width={image?.width} height={image?.height} resolutions={image?.resolutions} sizes={gridSizes} eager={eager} />
      </div>
      <h3>
        <Link to={paths.product.href(product.slug)}>{product.name}</Link>
      </h3>
      <ProductPrice product={product} unit={unit} />
      {product.stock && !product.stock.inStock ? <p className="out-of-stock">Out of stock</p> : null}
    </li>
  );
}

/** Placeholders the size of real cards, so the grid does not move when products arrive. */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul className="product-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="product-card skeleton">
          <div className="media-box" />
          <div className="skeleton-line" />
          <div className="skeleton-line" style={{ width: '40%' }} />
        </li>
      ))}
    </ul>
  );
}

export function ProductGrid({ products, label }: { products: Product[]; label: string }) {
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product, index) => (
        <ProductCard key={product.id} product={product} eager={index < 4} />
      ))}
    </ul>
  );
}
