import { createTestPaymentProvider, ProviderError, type PaymentProvider } from '../domains/ecom/orders/payment-provider';

/** What a scripted provider does with one ask: no answer (unreachable), a refusal with its reason, or the refund. */
export type ScriptedAnswer = 'unreachable' | { refuse: string } | 'pay';

/**
 * A payment provider for tests (no HTTP call can make one fail): the built-in test provider, which
 * keeps refunds by reference, but each ask takes the next answer queued in `answers`, and pays
 * when none is left.
 *
 * @example
 * const scripted = createScriptedPaymentProvider();
 * const platform = await startTestPlatform({ orders: { paymentProvider: scripted.provider } });
 * scripted.answers.push('unreachable', { refuse: 'Card account closed' }); // 202, then the sweep's ask is refused
 */
export function createScriptedPaymentProvider() {
  const answers: ScriptedAnswer[] = [];
  const paying = createTestPaymentProvider();
  const provider: PaymentProvider = {
    refundsByReference: true,
    async refund(payment, amount, reference) {
      const answer = answers.shift() ?? 'pay';
      if (answer === 'unreachable') throw new Error('connect ECONNREFUSED');
      if (answer !== 'pay') throw new ProviderError('TEST', answer.refuse);
      return paying.refund(payment, amount, reference);
    },
  };
  return { provider, answers };
}
