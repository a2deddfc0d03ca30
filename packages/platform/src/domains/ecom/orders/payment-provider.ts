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
 *
 * `reference` is the refund's own id. A provider that keeps refunds by it (an idempotency key)
 * says so with `refundsByReference`: asked again with the same reference, it answers the refund it
 * already made (the same transaction id) or the same refusal, and never pays twice; a reference
 * still being asked about elsewhere (a "key in use" answer) is a plain error, never a
 * `ProviderError`, since it is no refusal. Only such a provider is asked again when the platform
 * does not know whether an earlier ask was answered (refunds.service.ts, refunds in doubt).
 */
export interface PaymentProvider {
  readonly refundsByReference?: boolean;
  refund(payment: ProviderPayment, amount: number, reference: string): Promise<{ transactionId: string }>;
}

/** How many refunds the test provider remembers by reference (the oldest is forgotten first). */
const testReferencesKept = 10_000;

/**
 * The built-in test provider that orders are paid with today: every refund of its payments
 * succeeds, and a reference asked again answers the transaction id it was given the first time
 * (while the process remembers it).
 */
export function createTestPaymentProvider(): PaymentProvider {
  const answered = new Map<string, string>();
  return {
    refundsByReference: true,
    async refund(_payment, _amount, reference) {
      let transactionId = answered.get(reference);
      if (transactionId === undefined) {
        transactionId = `test_refund_${newId()}`;
        if (answered.size >= testReferencesKept) answered.delete(answered.keys().next().value!);
        answered.set(reference, transactionId);
      }
      return { transactionId };
    },
  };
}
