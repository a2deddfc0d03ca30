import { newId } from '../../../lib/ids';

/** A payment an order holds, as a provider needs it to send money back. */
export interface ProviderPayment {
  /** The payment's id on the order (what `GET /ecom/v1/payments/orders/{orderId}` lists). */
  id: string;
  /** The provider's own id of the charge. */
  providerTransactionId?: string;
  /** Minor units. */
  amount: number;
  currency: string;
}

/** A provider refused or failed; `reason` is shown to the merchant as the provider said it. */
export class ProviderError extends Error {
  override readonly name = 'ProviderError';
  constructor(
    readonly provider: string,
    readonly reason: string,
  ) {
    super(`${provider}: ${reason}`);
  }
}

/**
 * Where the money of an order goes back. A refund either answers the provider's transaction id
 * or throws `ProviderError`; the platform holds the refund's amount before asking and records
 * the refund only after the provider said yes, so a failure leaves the order as it was.
 */
export interface PaymentProvider {
  refund(payment: ProviderPayment, amount: number): Promise<{ transactionId: string }>;
}

/** The built-in test provider that orders are paid with today: every refund of its payments succeeds. */
export const testPaymentProvider: PaymentProvider = {
  async refund() {
    return { transactionId: `test_refund_${newId()}` };
  },
};
