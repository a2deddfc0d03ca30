import { useQuery } from '@tanstack/react-query';
import { useVitrineClient } from '@vitrine/react';
import type { Order, orders } from '@vitrine/sdk/modules/orders';
import { useCatalog } from '../../../lib/catalog';
import { studioKeys } from '../../../lib/query-keys';
import { windowStart } from '../utils/sales';

type Client = { orders: ReturnType<typeof orders> };

/** The most orders the dashboard reads for one window; beyond it the figures say they are partial. */
export const orderCap = 2000;
const pageLimit = 100;

/** Orders of the window, not canceled, newest first, read page by page up to `orderCap`. */
export function useWindowOrders(days: number) {
  const client = useVitrineClient<Client>();
  return useQuery({
    queryKey: [...studioKeys.dashboard, 'orders', days],
    queryFn: async () => {
      const from = windowStart(new Date(), days).toISOString();
      const found: Order[] = [];
      let total = 0;
      for (let offset = 0; offset < orderCap; offset += pageLimit) {
        const page = await client.orders.searchOrders({
          filter: { $and: [{ createdDate: { $gte: from } }, { status: { $ne: 'CANCELED' } }] },
          sort: [{ fieldName: 'createdDate', order: 'DESC' }],
          paging: { limit: pageLimit, offset },
        });
        found.push(...page.orders);
        total = page.metadata.total;
        if (found.length >= total || page.orders.length < pageLimit) break;
      }
      return { orders: found, total, partial: total > found.length };
    },
  });
}

/** How few units count as low stock. */
export const lowStockThreshold = 5;

/**
 * Products out of stock or running low. The catalogue query cannot filter on quantity, so the
 * out-of-stock ones come from a filter and the low ones from the 100 in-stock products changed
 * most recently, checked here.
 */
export function useLowStock() {
  const catalog = useCatalog();
  return useQuery({
    queryKey: [...studioKeys.dashboard, 'low-stock'],
    queryFn: async () => {
      const [out, inStock] = await Promise.all([
        catalog.queryProducts({
          filter: { 'stock.inventoryStatus': { $in: ['OUT_OF_STOCK', 'PARTIALLY_OUT_OF_STOCK'] } },
          sort: [{ fieldName: 'name', order: 'ASC' }],
          paging: { limit: 20, offset: 0 },
        }),
        catalog.queryProducts({ filter: { inStock: true }, sort: [{ fieldName: 'lastUpdated', order: 'DESC' }], paging: { limit: 100, offset: 0 } }),
      ]);
      const low = inStock.products.filter(
        (product) => product.stock.trackInventory && product.stock.quantity !== undefined && product.stock.quantity <= lowStockThreshold && product.stock.inventoryStatus === 'IN_STOCK',
      );
      return { products: [...out.products, ...low], outCount: out.total };
    },
  });
}
