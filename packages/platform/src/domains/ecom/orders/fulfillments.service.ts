import { invalid, notFound, type FieldViolation } from '../../../lib/app-error';
import { isUuid, newId } from '../../../lib/ids';
import type { Actor } from '../actor';
import { orderConflict, readOrder, requireNotCanceled, type OrderChanges, type OrderDeps } from './order-changes';
import type { OrderData } from './order-data';
import type { CreateFulfillmentBody, UpdateFulfillmentBody } from './order-life.schemas';
import * as records from './order-records.repository';
import type { FulfillmentRow, LineQuantity, TrackingInfo } from './order-records.repository';
import { fulfilledQuantities, isPickup, quantitiesByLine } from './order-state';
import { fulfillmentView } from './order-view';

/**
 * Checks requested quantities against what is left to fulfil (ordered less fulfilled by the other
 * fulfilments); answers them merged by line. Omitted or empty: every unit left.
 */
function checkQuantities(data: OrderData, others: readonly FulfillmentRow[], requested: readonly LineQuantity[] | undefined, field: string): LineQuantity[] {
  const done = fulfilledQuantities(others);
  const left = new Map(data.lines.map((line) => [line.id, line.quantity - (done.get(line.id) ?? 0)]));
  if (!requested || requested.length === 0) {
    const all = [...left].filter(([, quantity]) => quantity > 0).map(([id, quantity]) => ({ id, quantity }));
    if (all.length === 0) throw orderConflict('ORDER_ALREADY_FULFILLED', 'Every unit of the order is already fulfilled');
    return all;
  }
  const merged = quantitiesByLine([requested]);
  const violations: FieldViolation[] = [];
  for (const [id, quantity] of merged) {
    const available = left.get(id);
    if (available === undefined) violations.push({ field: field, description: `The order has no line item ${id}`, violatedRule: 'VALIDATION', data: { id } });
    else if (quantity > available) {
      violations.push({ field, description: `Line item ${id}: ${quantity} asked, ${available} left to fulfil`, violatedRule: 'MAX', data: { id, requested: quantity, available } });
    }
  }
  if (violations.length) throw invalid(violations);
  return [...merged].map(([id, quantity]) => ({ id, quantity }));
}

const hasTracking = (info: TrackingInfo | undefined) => Boolean(info && (info.trackingNumber || info.trackingLink));

/** Fulfilments of an order: which units left, with which carrier and tracking; the order's fulfilment status follows. */
export function createFulfillmentsService(deps: OrderDeps, changes: OrderChanges) {
  const withFulfillments = (orderId: string, rows: readonly FulfillmentRow[]) => ({ orderId, fulfillments: rows.map(fulfillmentView) });

  function fulfillmentOf(fulfillments: readonly FulfillmentRow[], fulfillmentId: string) {
    const found = isUuid(fulfillmentId) ? fulfillments.find((f) => f.id === fulfillmentId) : undefined;
    if (!found) throw notFound('Fulfillment', fulfillmentId);
    return found;
  }

  async function create(actor: Actor, orderId: string, input: { lineItems?: LineQuantity[]; trackingInfo?: TrackingInfo; pickedUp?: boolean }, expectedRevision?: number) {
    const id = newId();
    const { order } = await changes.change(actor, orderId, expectedRevision, async (tx, row, current) => {
      requireNotCanceled(row);
      if (input.pickedUp && !isPickup(row.data)) throw orderConflict('ORDER_NOT_PICKUP', 'Only an order with a pickup option can be picked up');
      const lineItems = checkQuantities(row.data, current.fulfillments, input.lineItems, 'fulfillment.lineItems');
      await records.insertFulfillment(tx, actor.caller.siteId, { id, orderId: row.id, lineItems, trackingInfo: input.trackingInfo, pickedUp: input.pickedUp });
      const after = quantitiesByLine([...current.fulfillments.map((f) => f.line_items), lineItems]);
      const completes = row.data.lines.every((line) => (after.get(line.id) ?? 0) >= line.quantity);
      // A shipment the buyer can follow, or the last units leaving, is news for the buyer; a pickup hand-over is not.
      const shipped = !input.pickedUp && (hasTracking(input.trackingInfo) || completes);
      return {
        activities: [{ type: input.pickedUp ? 'ORDER_PICKED_UP' : 'ORDER_FULFILLED', data: { fulfillmentId: id, lineItems, trackingInfo: input.trackingInfo, complete: completes } }],
        events: (view) => [{ type: 'fulfillment.created', entityId: id, entity: { orderId: row.id, fulfillment: view.fulfillments.find((f: { id: string }) => f.id === id) } }],
        notices: shipped ? [{ kind: 'ORDER_SHIPPED', fulfillmentId: id }] : [],
      };
    });
    return { order, fulfillmentId: id, orderWithFulfillments: { orderId: order.id, fulfillments: order.fulfillments } };
  }

  return {
    async list(actor: Actor, orderId: string) {
      const { row, records: current } = await readOrder(deps.db, actor, orderId);
      return { orderWithFulfillments: withFulfillments(row.id, current.fulfillments) };
    },

    create: (actor: Actor, orderId: string, body: CreateFulfillmentBody) => create(actor, orderId, body.fulfillment, body.expectedRevision),

    /** The buyer collected a pickup order: every unit left is fulfilled as picked up. */
    async markPickedUp(actor: Actor, orderId: string, expectedRevision?: number) {
      return (await create(actor, orderId, { pickedUp: true }, expectedRevision)).order;
    },

    async update(actor: Actor, fulfillmentId: string, orderId: string, body: UpdateFulfillmentBody) {
      const { order } = await changes.change(actor, orderId, body.expectedRevision, async (tx, row, current) => {
        const existing = fulfillmentOf(current.fulfillments, fulfillmentId);
        const others = current.fulfillments.filter((f) => f.id !== existing.id);
        const lineItems = body.fulfillment.lineItems ? checkQuantities(row.data, others, body.fulfillment.lineItems, 'fulfillment.lineItems') : existing.line_items;
        const trackingInfo = body.fulfillment.trackingInfo ?? existing.tracking_info;
        await records.updateFulfillment(tx, actor.caller.siteId, existing.id, { lineItems, trackingInfo });
        const trackingChanged = JSON.stringify(trackingInfo) !== JSON.stringify(existing.tracking_info);
        return {
          activities: [{ type: trackingChanged ? 'TRACKING_NUMBER_EDITED' : 'FULFILLMENT_UPDATED', data: { fulfillmentId: existing.id, lineItems, trackingInfo } }],
          events: (view) => [{ type: 'fulfillment.updated', entityId: existing.id, entity: { orderId: row.id, fulfillment: view.fulfillments.find((f: { id: string }) => f.id === existing.id) } }],
          // Tracking added to a shipment that had none: now the buyer can follow it.
          notices: !existing.picked_up && !hasTracking(existing.tracking_info ?? undefined) && hasTracking(trackingInfo ?? undefined) ? [{ kind: 'ORDER_SHIPPED', fulfillmentId: existing.id }] : [],
        };
      });
      return { order, orderWithFulfillments: { orderId: order.id, fulfillments: order.fulfillments } };
    },

    async remove(actor: Actor, fulfillmentId: string, orderId: string, expectedRevision?: number) {
      const { order } = await changes.change(actor, orderId, expectedRevision, async (tx, row, current) => {
        const existing = fulfillmentOf(current.fulfillments, fulfillmentId);
        await records.deleteFulfillment(tx, actor.caller.siteId, existing.id);
        return {
          activities: [{ type: 'FULFILLMENT_DELETED', data: { fulfillmentId: existing.id } }],
          events: () => [{ type: 'fulfillment.deleted', entityId: existing.id, entity: { orderId: row.id, fulfillmentId: existing.id } }],
        };
      });
      return { order, orderWithFulfillments: { orderId: order.id, fulfillments: order.fulfillments } };
    },
  };
}

export type FulfillmentsService = ReturnType<typeof createFulfillmentsService>;
