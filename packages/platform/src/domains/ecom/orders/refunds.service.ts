import { AppError, invalid, type FieldViolation } from '../../../lib/app-error';
import { isUuid, newId } from '../../../lib/ids';
import type { Actor } from '../actor';
import { mulDivRound, toDecimal } from '../../../lib/money';
import { amountReader } from '../../../lib/money-input';
import { authorOf, orderConflict, readOrder, type OrderChanges, type OrderDeps } from './order-changes';
import type { RefundBody } from './order-life.schemas';
import * as records from './order-records.repository';
import type { LineQuantity, OrderRecords } from './order-records.repository';
import { paymentsOf, type OrderPayment, quantitiesByLine, refundableOf, refundedQuantities, refunds, sum } from './order-state';
import { orderTransactionsView, orderView } from './order-view';
import { findOrder, type OrderRow } from './orders.repository';
import { ProviderError, type ProviderPayment } from './payment-provider';

const fromItems = (items: ReadonlyArray<{ lineItemId: string; quantity: number }> | undefined): LineQuantity[] =>
  [...quantitiesByLine([(items ?? []).map((item) => ({ id: item.lineItemId, quantity: item.quantity }))])].map(([id, quantity]) => ({ id, quantity }));

/**
 * What a refund request comes to on this order: which payment, how much, which units. The amount
 * is what was sent, else the refunded units' share of their lines' totals plus the shipping left.
 * Never more than the payment can still give back, pending refunds counted.
 */
function planRefund(row: OrderRow, current: OrderRecords, body: RefundBody) {
  const { data, currency } = row;
  const lineItems = fromItems(body.details?.items);
  const alreadyRefunded = refundedQuantities(current.transactions);
  const violations: FieldViolation[] = [];
  let itemsAmount = 0;
  for (const { id, quantity } of lineItems) {
    const line = data.lines.find((l) => l.id === id);
    const before = alreadyRefunded.get(id) ?? 0;
    if (!line) violations.push({ field: 'details.items', description: `The order has no line item ${id}`, violatedRule: 'VALIDATION', data: { id } });
    else if (before + quantity > line.quantity) {
      violations.push({ field: 'details.items', description: `Line item ${id}: ${quantity} asked, ${line.quantity - before} left to refund`, violatedRule: 'MAX', data: { id, available: line.quantity - before } });
    } else {
      // The difference of two rounded shares, so refunding a line in parts adds up to its total exactly.
      itemsAmount += mulDivRound(line.total, before + quantity, line.quantity) - mulDivRound(line.total, before, line.quantity);
    }
  }
  const restockInfo = body.sideEffects?.restockInfo;
  const restockLineItems = restockInfo?.type === 'ALL_ITEMS' ? lineItems : restockInfo?.type === 'SOME_ITEMS' ? fromItems(restockInfo.items) : [];
  for (const { id } of restockLineItems) {
    if (!data.lines.some((l) => l.id === id)) violations.push({ field: 'sideEffects.restockInfo.items', description: `The order has no line item ${id}`, violatedRule: 'VALIDATION', data: { id } });
  }
  const shippingRefunded = sum(refunds(current.transactions).map((t) => t.details.shippingAmount ?? 0));
  const shippingAmount = body.details?.shippingIncluded ? Math.max(0, data.totals.shipping - data.totals.shippingDiscount - shippingRefunded) : 0;
  const requested = body.paymentRefunds?.[0];
  const amounts = amountReader(currency);
  const amount = requested ? amounts.read(requested.amount, 'paymentRefunds.0.amount') : itemsAmount + shippingAmount;
  violations.push(...amounts.violations);
  if (amount <= 0 && !amounts.violations.length) violations.push({ field: requested ? 'paymentRefunds.0.amount' : 'details', description: 'A refund needs an amount, items or shipping', violatedRule: 'MIN' });
  if (violations.length) throw invalid(violations);

  const payments = paymentsOf(row, current.transactions);
  const payment = requested?.paymentId
    ? payments.find((p) => p.id === requested.paymentId)
    : [...payments].sort((a, b) => refundableOf(b, current.transactions) - refundableOf(a, current.transactions))[0];
  if (!payment) {
    if (requested?.paymentId) throw invalid([{ field: 'paymentRefunds.0.paymentId', description: `The order has no payment ${requested.paymentId}`, violatedRule: 'VALIDATION' }]);
    throw orderConflict('ORDER_NOT_PAID', 'The order has no payment to refund');
  }
  const refundable = refundableOf(payment, current.transactions);
  if (amount > refundable) {
    throw orderConflict('REFUND_EXCEEDS_PAID', 'A refund cannot exceed what was paid less what was already refunded', { paymentId: payment.id, refundable: toDecimal(refundable, currency) });
  }
  return { payment, amount, details: { paymentId: payment.id, lineItems, shippingAmount, restockLineItems, reason: body.details?.reason } };
}

/**
 * Refunds in three steps, so the provider is never asked while the order is locked and a failure
 * leaves nothing behind: (1) under the order's lock, the amount is checked and held as a PENDING
 * refund, which racing refunds count; (2) the provider is asked; on failure the held refund is
 * deleted and the caller told the provider's reason; on success its answer is recorded at once
 * (migration 160: the money has gone back); (3) under the lock again, the refund completes with its
 * restock, activity, events and notice. A completion that fails, or a process stopped before it,
 * leaves a refund the provider answered: `finishOwedRefunds` completes it, on a timer and at start
 * (orders.options.ts), as its asker would have, exactly once (the completion runs only from PENDING,
 * under the order's lock). A process stopped during (2) leaves a refund whose answer nobody
 * recorded: after `inDoubtAfterMs`, `settleRefundsInDoubt` asks the provider again with the same
 * reference (the refund's id), which the provider answers as it did the first time, and then
 * completes the refund as (3) would have, or lets go of it: since its caller may have been told it
 * was sent (202), that release is an order change of its own (`REFUND_FAILED` activity,
 * `order.updated`, the store's `REFUND_FAILED` notice), where a refusal in (2) is only answered.
 */
export function createRefundsService(deps: OrderDeps, changes: OrderChanges, options: RefundsOptions = {}) {
  const readAnswer = options.readAnswer ?? ((read) => read());
  const commitHold = options.commitHold ?? ((commit) => commit());

  async function list(actor: Actor, orderId: string) {
    const { row, records: current } = await readOrder(deps.db, actor, orderId);
    return { orderTransactions: orderTransactionsView(row, current.transactions) };
  }

  /**
   * Completes a held refund the provider answered; the order as it then stands, or undefined when it
   * was not owed (done already). One whose caller was told it was sent but not confirmed (202,
   * `toldHeld`) also tells the store it now is (`REFUND_CONFIRMED`).
   */
  async function finish(siteId: string, orderId: string, refundId: string) {
    const finished = await deps.db.transaction(async (tx) => {
      const row = await changes.lockToFinish(tx, siteId, orderId);
      const completed = await records.completeRefund(tx, siteId, refundId);
      if (!completed) return undefined;
      const { details, amount } = completed;
      const restocked = await changes.restock(tx, siteId, row.data, quantitiesByLine([details.restockLineItems ?? []]));
      return changes.apply(tx, { siteId, author: details.by ?? { type: 'SYSTEM' } }, row, {
        data: { ...row.data, restocked },
        activities: [
          {
            type: 'ORDER_REFUNDED',
            data: { refundId, amount: toDecimal(amount, row.currency), lineItems: details.lineItems ?? [], shippingAmount: toDecimal(details.shippingAmount ?? 0, row.currency) },
          },
        ],
        events: (view) => [{ type: 'refund.created', entityId: refundId, entity: { orderId: row.id, refund: view.refunds.find((r: { id: string }) => r.id === refundId) } }],
        notices: [
          ...(details.notify === false ? [] : [{ kind: 'ORDER_REFUNDED' as const, refundId }]),
          ...(details.toldHeld ? [{ kind: 'REFUND_CONFIRMED' as const, refundId }] : []),
        ],
      });
    });
    deps.notifier.deliverAfterCommit?.();
    return finished?.order;
  }

  /**
   * Asks the provider for a held refund (`reference`: its id, the provider's idempotency key) and
   * records its yes (the first recorded stands); on a refusal the held refund is let go (`letGo`,
   * true when it let go of it here) and the refusal answered. A refusal that meets a yes recorded
   * by another ask of the same refund (the sweep's, or the request's it stood in for) loses to it:
   * the money went back. Any other failure leaves the refund held and unanswered, and is thrown as
   * it came. `timeoutMs` bounds the wait.
   */
  async function askProvider(
    siteId: string,
    refundId: string,
    payment: ProviderPayment,
    amount: number,
    letGo: (refusal: ProviderError) => Promise<boolean>,
    timeoutMs?: number,
  ): Promise<ProviderError | undefined> {
    let providerTransactionId: string;
    try {
      const asked = deps.paymentProvider.refund(payment, amount, refundId);
      providerTransactionId = (await (timeoutMs === undefined ? asked : withinTime(asked, timeoutMs))).transactionId;
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      if (await letGo(error)) return error;
      return (await records.refundAnswered(deps.db, siteId, refundId)) ? undefined : error;
    }
    if (!(await records.recordProviderAnswer(deps.db, siteId, refundId, providerTransactionId)) && (await records.refundAnswered(deps.db, siteId, refundId)) === undefined) {
      throw new Error(`the payment provider paid refund ${refundId} (${providerTransactionId}) after another ask of it was refused and its hold let go: settle it with the provider`);
    }
    return undefined;
  }

  /** The failure that left a refund held, for the caller to log; thrown again when the refund is not held after all. */
  async function heldAfter(siteId: string, refundId: string, error: unknown): Promise<unknown> {
    if ((await records.refundAnswered(deps.db, siteId, refundId)) === undefined) throw error;
    return error;
  }

  /**
   * Lets go of a held refund its request's caller may have been told was sent (202), because the
   * provider refused it when asked again: under the order's lock, with an activity
   * (`REFUND_FAILED`, staff only), `order.updated`, and the store's notice, so the merchant learns
   * the money did not go back. False when it was not held any more (answered, or let go already).
   */
  async function releaseRefused(siteId: string, orderId: string, refundId: string, refusal: ProviderError): Promise<boolean> {
    const released = await deps.db.transaction(async (tx) => {
      const row = await changes.lockToFinish(tx, siteId, orderId);
      const held = await records.deletePendingRefund(tx, siteId, refundId);
      if (!held) return false;
      await changes.apply(tx, { siteId, author: { type: 'SYSTEM' } }, row, {
        activities: [
          {
            type: 'REFUND_FAILED',
            data: {
              refundId,
              amount: toDecimal(held.amount, row.currency),
              paymentId: held.details.paymentId,
              lineItems: held.details.lineItems ?? [],
              provider: refusal.provider,
              reason: refusal.reason,
              requestedDate: held.created_date.toISOString(),
              ...(held.details.by ? { requestedBy: held.details.by } : {}),
            },
          },
        ],
        notices: [{ kind: 'REFUND_FAILED', refundId }],
      });
      return true;
    });
    if (released) deps.notifier.deliverAfterCommit?.();
    return released;
  }

  /**
   * A held refund whose answer was never recorded, asked again: `completed` once it is complete,
   * `released` when the provider refused it (its hold let go here, and the store told), `gone` when
   * it was no longer held.
   */
  async function settleInDoubt(siteId: string, orderId: string, refundId: string, timeoutMs: number): Promise<Settled> {
    const row = await findOrder(deps.db, siteId, orderId);
    const transactions = row ? (await records.loadRecords(deps.db, siteId, [orderId])).get(orderId)!.transactions : [];
    const held = transactions.find((t) => t.id === refundId && t.status === 'PENDING');
    if (!row || !held) return 'gone';
    const payment = paymentsOf(row, transactions).find((p) => p.id === held.details.paymentId);
    if (!payment) throw new Error(`refund ${refundId} names payment ${held.details.paymentId}, which order ${orderId} does not have`);
    let releasedHere = false;
    const letGo = async (refusal: ProviderError) => (releasedHere = await releaseRefused(siteId, orderId, refundId, refusal));
    const refused = await askProvider(siteId, refundId, providerPayment(payment, row.currency), held.amount, letGo, timeoutMs);
    if (refused) return releasedHere ? 'released' : 'gone';
    return (await finish(siteId, orderId, refundId)) ? 'completed' : 'gone';
  }

  return {
    list,

    /**
     * `held` is told the refund's id once its hold has committed (and awaited): from then money may
     * move, whatever fails after. When the hold's transaction failed at a point no read could
     * settle, it is told so (`certain` false) before the failure is thrown.
     */
    async refund(actor: Actor, body: RefundBody, held?: (refundId: string, certain: boolean) => Promise<void> | void) {
      const siteId = actor.caller.siteId;
      const refundId = newId();
      const holding = () => deps.db.transaction(async (tx) => {
        const { row, records: current } = await changes.lock(tx, actor, body.orderId, body.expectedRevision);
        const plan = planRefund(row, current, body);
        const details = { ...plan.details, by: authorOf(actor), notify: body.sideEffects?.sendOrderRefundedEmail !== false };
        // Offline payments go back by hand (cash, bank transfer): no provider to ask, answered now.
        const answered = plan.payment.provider === 'OFFLINE';
        await records.insertTransaction(tx, siteId, { id: refundId, orderId: row.id, kind: 'REFUND', status: 'PENDING', amount: plan.amount, provider: plan.payment.provider, details, answered });
        return { orderId: row.id, currency: row.currency, answered, ...plan };
      });
      const hold = await commitHold(holding).catch(async (error: unknown) => {
        // Refused by the order (its revision, the amount, the payment): nothing was held.
        if (error instanceof AppError) throw error;
        // Any other failure may have come after the COMMIT reached the server, its answer lost with
        // the connection: then the refund is held, and the sweep will ask the provider about it. A
        // retry must not hold it again, so the caller is told to look first, unless a read shows it
        // was not held.
        const heldAfterAll = isUuid(body.orderId)
          ? await readAnswer(() => deps.db.transaction((tx) => records.refundHeldOnceOrderFree(tx, siteId, body.orderId, refundId))).catch(() => undefined)
          : false;
        if (heldAfterAll !== false) await held?.(refundId, heldAfterAll === true);
        throw error;
      });

      await held?.(refundId, true);
      // From here the refund exists, held. A failure that is not the provider's refusal (no answer,
      // or a completion that failed after its yes) leaves it held for the sweep to settle, and the
      // caller is told so (`stillHeld`), not asked to try again: another request would be another refund.
      let stillHeld: unknown;
      if (!hold.answered) {
        // Refused here, the caller hears of it in the answer (409 REFUND_FAILED): the order is left as it was.
        const letGo = async () => (await records.deletePendingRefund(deps.db, siteId, refundId)) !== undefined;
        const refused = await askProvider(siteId, refundId, providerPayment(hold.payment, hold.currency), hold.amount, letGo).catch(async (error: unknown) => {
          stillHeld = await heldAfter(siteId, refundId, error);
          return undefined;
        });
        // The amount (decimal, as on the wire) lets a caller say which refund was refused without working it out again.
        if (refused) {
          throw orderConflict('REFUND_FAILED', `The payment provider refused the refund: ${refused.reason}`, {
            provider: refused.provider,
            reason: refused.reason,
            amount: toDecimal(hold.amount, hold.currency),
          });
        }
      }
      const finished = stillHeld === undefined ? await finish(siteId, hold.orderId, refundId).catch(async (error: unknown) => void (stillHeld = await heldAfter(siteId, refundId, error))) : undefined;

      // Its caller is told it was sent, not confirmed: the store is told how it ends. Not marked
      // (the database failing), the store's confirmation is all that is lost.
      if (stillHeld !== undefined) await records.markToldHeld(deps.db, siteId, refundId).catch(() => undefined);
      // One read for the answer: the order (unless `finish` answered it; undefined when the sweep
      // completed it first, or it is still held) and its transactions, as they stand now.
      const { row, records: current } = await readAnswer(() => readOrder(deps.db, actor, hold.orderId));
      // Completed meanwhile by the sweep (perhaps before the mark above, when the store hears
      // nothing of it): the caller is told it is done, not that it is still to come.
      const completed = current.transactions.some((t) => t.id === refundId && t.status === 'COMPLETED');
      return { refundId, order: finished ?? orderView(row, current), orderTransactions: orderTransactionsView(row, current.transactions), stillHeld: completed ? undefined : stillHeld };
    },

    /**
     * Completes held refunds the provider answered whose completion failed or never ran (up to
     * `limit` that are due, oldest first). One that fails again is put off (2 s, doubling, at most
     * an hour) and the others are still tried. A refund completed meanwhile by its own request is
     * skipped. Answers how many it completed, and the ones that failed with why.
     */
    async finishOwedRefunds(limit = 100) {
      const { outcomes, failed } = await settleEach(await records.findOwedRefunds(deps.db, limit), async (owed) =>
        (await finish(owed.site_id, owed.order_id, owed.id)) ? 'completed' : 'gone',
      );
      return { finished: outcomes.completed, failed };
    },

    /**
     * Asks the provider again about held refunds that have waited for its answer longer than
     * `inDoubtAfterMs` (up to `limit` that are due, oldest first, each claimed for that long so
     * no other sweep asks at once), with the same reference, and completes the ones it paid or
     * lets go of the ones it refused, on the order's timeline and with the store told by e-mail
     * (`releaseRefused`). Only a provider that keeps refunds by reference
     * (`PaymentProvider.refundsByReference`) is asked again: any other might pay twice, so its
     * refunds in doubt stay held for an operator. An ask that gets no answer within a minute (or
     * half of `inDoubtAfterMs`), or a completion or release that fails, puts the refund off as owed refunds
     * are. Answers how many it completed and let go of, and the ones that failed with why.
     */
    async settleRefundsInDoubt(inDoubtAfterMs: number, limit = 100) {
      if (!deps.paymentProvider.refundsByReference) return { completed: 0, released: 0, failed: [] };
      const timeoutMs = Math.min(60_000, inDoubtAfterMs / 2);
      const held = await records.claimRefundsInDoubt(deps.db, inDoubtAfterMs, inDoubtAfterMs, limit);
      const { outcomes, failed } = await settleEach(held, (refund) => settleInDoubt(refund.site_id, refund.order_id, refund.id, timeoutMs));
      return { completed: outcomes.completed, released: outcomes.released, failed };
    },
  };

  /**
   * The sweep's loop over held refunds: settles each in turn, counts how each ended, and puts off
   * (2 s, doubling, at most an hour) the ones that failed, without holding up the others.
   */
  async function settleEach(refunds: ReadonlyArray<HeldRefund>, settle: (refund: HeldRefund) => Promise<Settled>) {
    const outcomes: Record<Settled, number> = { completed: 0, released: 0, gone: 0 };
    const failed: Array<{ refundId: string; error: unknown }> = [];
    for (const refund of refunds) {
      try {
        outcomes[await settle(refund)] += 1;
      } catch (error) {
        failed.push({ refundId: refund.id, error });
        await records.postponeHeldRefund(deps.db, refund.site_id, refund.id);
      }
    }
    return { outcomes, failed };
  }
}

export interface RefundsOptions {
  /**
   * Runs each read of a refund's answer made after its hold committed, or after its hold's
   * transaction failed; tests fail them as a failing database would (`OrdersOptions.readRefundAnswer`).
   */
  readAnswer?: <T>(read: () => Promise<T>) => Promise<T>;
  /** Runs the hold's transaction; tests lose its answer (`OrdersOptions.commitRefundHold`). */
  commitHold?: <T>(commit: () => Promise<T>) => Promise<T>;
}

/** How a held refund the sweep took up ended: completed, let go (the provider refused it), or no longer held. */
type Settled = 'completed' | 'released' | 'gone';
type HeldRefund = { site_id: string; order_id: string; id: string };

/** What a provider needs to send a payment's money back. */
const providerPayment = (payment: OrderPayment, currency: string): ProviderPayment => ({
  id: payment.id,
  providerTransactionId: payment.providerTransactionId,
  amount: payment.amount,
  currency,
});

/** `promise`, or a failure when it has not settled within `ms` (it still runs; its outcome is dropped). */
function withinTime<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

export type RefundsService = ReturnType<typeof createRefundsService>;
