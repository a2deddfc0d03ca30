import type { OrderNotifier } from './order-notices';
import type { PaymentProvider } from './payment-provider';

/** Order settings of one platform process (`PlatformOptions.orders`). */
export interface OrdersOptions {
  /** Refunds the payments of the test provider; default the built-in test provider (`createTestPaymentProvider`; tests pass one that fails on demand). */
  paymentProvider?: PaymentProvider;
  /** Tells buyers about fulfilments, cancels and refunds, in the change's transaction. */
  notifier?: OrderNotifier;
  /**
   * The pause between passes of the sweep that completes refunds the provider answered but whose
   * completion failed, and asks again about refunds in doubt (refund-sweep.ts). Default 60 s; `false`
   * runs no sweep (tests counting statements), and then held refunds stay held until a process that
   * sweeps settles them.
   */
  refundSweepIntervalMs?: number | false;
  /**
   * How long a refund may wait for the provider's answer before the sweep asks the provider again
   * with the same reference (the process asking may have stopped during the call), if the provider
   * keeps refunds by reference. A positive number; default 10 minutes, longer than any provider
   * call runs.
   */
  refundInDoubtAfterMs?: number;
  /**
   * Tests only: runs each read that builds a refund's answer after its hold committed (the order
   * and its transactions), so a test can fail them as a database failing at that moment would.
   * Default: the read itself.
   */
  readRefundAnswer?: <T>(read: () => Promise<T>) => Promise<T>;
  /**
   * Tests only: runs the transaction that holds a refund, so a test can lose its answer as a
   * connection dropped at its COMMIT would (committed or not). Default: the transaction itself.
   */
  commitRefundHold?: <T>(commit: () => Promise<T>) => Promise<T>;
}

// Declared here, so the app's options need no orders import.
declare module '../../../app' {
  interface PlatformOptions {
    /** Payment provider and order notifier (see domains/ecom/orders/orders.options.ts). */
    orders?: OrdersOptions;
  }
}
