import type { Product } from '@vitrine/sdk/modules/products';

/** Stock at a glance: units when tracked, otherwise in or out of stock. */
export function StockBadge({ stock }: { stock: Product['stock'] }) {
  if (stock.inventoryStatus === 'OUT_OF_STOCK') return <span className="badge badge-danger">Out of stock</span>;
  const partly = stock.inventoryStatus === 'PARTIALLY_OUT_OF_STOCK';
  const text = stock.trackInventory && stock.quantity !== undefined ? `${stock.quantity} in stock` : 'In stock';
  return <span className={partly ? 'badge badge-warn' : 'badge badge-ok'}>{partly ? `${text} (some variants out)` : text}</span>;
}
