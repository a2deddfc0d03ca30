import { invalid } from '../../../lib/app-error';
import { newId } from '../../../lib/ids';
import type { Actor } from '../actor';
import { toDecimal } from '../../../lib/money';
import { orderConflict, requireNotCanceled, type OrderChanges } from './order-changes';
import type { AddActivityBody, CancelOrderBody, UpdateOrderBody } from './order-life.schemas';
import { returnCredits } from '../settings/membership-credits.repository';
import { returnToGiftCard } from '../settings/settings.repository';
import { insertTransaction } from './order-records.repository';
import { balanceOf, fulfilledQuantities, isPickup } from './order-state';

/** What a merchant does to an order besides fulfilling and refunding: edit, note, cancel, mark paid, ready for pickup. */
export function createOrderActions(changes: OrderChanges) {
  return {
    /** Buyer note and e-mail, billing address; the shipping address only while nothing has shipped. */
    update(actor: Actor, id: string, body: UpdateOrderBody) {
      return changes.change(actor, id, body.expectedRevision, async (_tx, row) => {
        const patch = body.order;
        const data = { ...row.data };
        if (patch.buyerNote !== undefined) data.buyerNote = patch.buyerNote;
        if (patch.buyerInfo?.email) data.buyer = { ...data.buyer, email: patch.buyerInfo.email };
        if (patch.billingInfo) data.billingInfo = patch.billingInfo;
        if (patch.shippingInfo) {
          if (!data.shipping || isPickup(data)) {
            throw invalid([{ field: 'order.shippingInfo', description: 'Only an order shipped to an address has a shipping destination', violatedRule: 'FIELD_NOT_ALLOWED' }]);
          }
          if (row.fulfillment_status !== 'NOT_FULFILLED' || row.status === 'CANCELED') {
            throw orderConflict('ORDER_ALREADY_FULFILLED', 'The shipping address can change only while nothing is fulfilled and the order is not canceled');
          }
          data.shipping = { ...data.shipping, destination: patch.shippingInfo.shippingDestination };
        }
        return { data, email: data.buyer.email, activities: [{ type: 'ORDER_UPDATED', data: { fields: Object.keys(patch).sort() } }] };
      });
    },

    /** A merchant's note, or an app's own activity, on the timeline. */
    async addActivity(actor: Actor, id: string, body: AddActivityBody) {
      const activity = body.activity;
      const { order } = await changes.change(actor, id, body.expectedRevision, async () => ({
        activities: [
          activity.merchantComment
            ? { type: 'MERCHANT_COMMENT', note: activity.merchantComment.message }
            : { type: 'CUSTOM_ACTIVITY', data: { type: activity.customActivity.type, additionalData: activity.customActivity.additionalData ?? {} } },
        ],
      }));
      return { order, activityId: (order.activities as Array<{ id: string }>).at(-1)!.id };
    },

    /**
     * Cancels an order nothing of which is fulfilled. Under the order's row lock, so of racing
     * cancels one applies and the others find it canceled: stock goes back once.
     */
    async cancel(actor: Actor, id: string, body: CancelOrderBody) {
      const { order } = await changes.change(actor, id, body.expectedRevision, async (tx, row, records) => {
        if (row.status === 'CANCELED') throw orderConflict('ORDER_ALREADY_CANCELED', 'The order is already canceled');
        if (fulfilledQuantities(records.fulfillments).size > 0) {
          throw orderConflict('ORDER_HAS_FULFILLMENTS', 'Only an order with nothing fulfilled can be canceled; delete its fulfilments first');
        }
        const restock = body.restockAllItems !== false;
        const restocked = restock ? await changes.restock(tx, actor.caller.siteId, row.data, new Map(row.data.lines.map((line) => [line.id, line.quantity]))) : row.data.restocked;
        // The membership credits the order used go back to the member (under the order's lock: once).
        const memberId = row.data.buyer.memberId;
        if (memberId) for (const { membershipId, units } of row.data.membershipCredits ?? []) await returnCredits(tx, actor.caller.siteId, memberId, membershipId, units);
        // What a gift card paid goes back on the card: no payment provider can refund it.
        const giftCard = row.data.totals.giftCard;
        if (giftCard && giftCard.applied > 0) await returnToGiftCard(tx, actor.caller.siteId, giftCard.id, giftCard.applied);
        return {
          status: 'CANCELED',
          data: { ...row.data, restocked },
          activities: [
            { type: 'ORDER_CANCELED', data: { restockAllItems: restock, ...(giftCard?.applied ? { giftCardReturned: toDecimal(giftCard.applied, row.currency) } : {}) } },
          ],
          events: (view) => [{ type: 'order.canceled', entityId: row.id, entity: view }],
          notices: body.sendOrderCanceledEmail === false ? [] : [{ kind: 'ORDER_CANCELED' }],
        };
      });
      return order;
    },

    /** An offline payment (pay at pickup, bank transfer) arrived: the balance is recorded as paid. */
    async markAsPaid(actor: Actor, id: string, expectedRevision?: number) {
      const { order } = await changes.change(actor, id, expectedRevision, async (tx, row, records) => {
        requireNotCanceled(row);
        const balance = balanceOf(row, records.transactions);
        if (balance <= 0) throw orderConflict('ORDER_ALREADY_PAID', 'Nothing is left to pay on this order');
        await insertTransaction(tx, actor.caller.siteId, { id: newId(), orderId: row.id, kind: 'PAYMENT', status: 'COMPLETED', amount: balance, provider: 'OFFLINE' });
        return { activities: [{ type: 'ORDER_PAID', data: { provider: 'OFFLINE', amount: toDecimal(balance, row.currency) } }] };
      });
      return order;
    },

    /** A pickup order waits at its pickup point. */
    async markReadyForPickup(actor: Actor, id: string, expectedRevision?: number) {
      const { order } = await changes.change(actor, id, expectedRevision, async (_tx, row) => {
        requireNotCanceled(row);
        if (!isPickup(row.data)) throw orderConflict('ORDER_NOT_PICKUP', 'Only an order with a pickup option can be ready for pickup');
        if (row.fulfillment_status === 'FULFILLED') throw orderConflict('ORDER_ALREADY_FULFILLED', 'The order was already picked up');
        return { readyForPickupDate: new Date(), activities: [{ type: 'READY_FOR_PICKUP' }] };
      });
      return order;
    },
  };
}

export type OrderActions = ReturnType<typeof createOrderActions>;
