import type { RefundOptions } from '@vitrine/sdk/modules/order-transactions';
import { useOrderMutation } from './order-mutation';

/** Refunds units and/or shipping (or an amount) through the order's payment provider. */
export const useRefundOrder = () =>
  useOrderMutation(
    async (client, { orderId, revision, refund }: { orderId: string; revision: number; refund: Omit<RefundOptions, 'expectedRevision'> }) =>
      (await client.orderTransactions.refundPayments(orderId, { ...refund, expectedRevision: revision })).order,
  );
