import { useMutation } from '@tanstack/react-query';
import { useVitrineClient } from '@vitrine/react';
import type { Order, OrderSearch, orders } from '@vitrine/sdk/modules/orders';
import { ordersToCsv } from '../utils/orders-csv';

type Client = { orders: ReturnType<typeof orders> };

/** The platform's largest page of orders. */
const batch = 100;

/** Every order the search matches, page after page (not only the page on screen). */
async function allOrders(client: Client, search: OrderSearch): Promise<Order[]> {
  const found: Order[] = [];
  for (let offset = 0; ; offset += batch) {
    const page = await client.orders.searchOrders({ ...search, paging: { limit: batch, offset } });
    found.push(...page.orders);
    if (page.orders.length < batch || found.length >= page.metadata.total) return found;
  }
}

/** Reads the filtered orders and hands the browser a CSV file to save. */
export function useExportOrders() {
  const client = useVitrineClient<Client>();
  return useMutation({
    mutationFn: async (search: OrderSearch) => {
      const found = await allOrders(client, search);
      const url = URL.createObjectURL(new Blob([ordersToCsv(found)], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `orders-${new Date().toISOString().slice(0, 10)}.csv`;
      link.click();
      // Revoked after the click has started the download.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      return found.length;
    },
  });
}
