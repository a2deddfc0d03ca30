import { useOrderMutation } from './order-mutation';

/** Records an offline payment of the balance (cash at pickup, bank transfer). */
export const useMarkOrderPaid = () =>
  useOrderMutation((client, { orderId, revision }: { orderId: string; revision: number }) => client.orders.markAsPaid(orderId, { expectedRevision: revision }));
