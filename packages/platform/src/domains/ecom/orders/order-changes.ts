import type { Database, Queryable } from '../../../db/database';
import { AppError, notFound } from '../../../lib/app-error';
import { recordEvents, type EventType } from '../../../lib/events';
import { isUuid, newId } from '../../../lib/ids';
import { checkRevision } from '../../../lib/revisions';
import type { CatalogItems } from '../../catalog/catalog-items';
import { isStaffActor, type Actor } from '../actor';
import type { OrderData } from './order-data';
import type { OrderNotice, OrderNotifier } from './order-notices';
import { insertActivity, loadRecords, type Author, type OrderRecords } from './order-records.repository';
import { fulfillmentStatusOf, paymentStatusOf } from './order-state';
import { orderView } from './order-view';
import * as repo from './orders.repository';
import type { PaymentProvider } from './payment-provider';
import { findProvenMemberEmail } from '../../identity/identity.repository';

export interface OrderDeps {
  db: Database;
  catalog: CatalogItems;
  paymentProvider: PaymentProvider;
  notifier: OrderNotifier;
}

export type OrderView = ReturnType<typeof orderView>;

/** Who did it, for the activity timeline. */
export const authorOf = (actor: Actor): Author => ({ type: actor.caller.identityType, id: actor.caller.identityId });

/** Whose change it is: the site, and the activity's author (a sweep finishing a change writes its asker's). */
export interface ChangeBy {
  siteId: string;
  author: Author;
}

export const changeBy = (actor: Actor): ChangeBy => ({ siteId: actor.caller.siteId, author: authorOf(actor) });

/**
 * Staff with ecom:read see every order of the site; a buyer sees the orders placed under their own
 * identity (member or visitor). Guest orders a member may also read are checked in `readOrder`.
 */
export function mayRead(actor: Actor, row: repo.OrderRow): boolean {
  const own =
    (actor.owner.type === 'MEMBER' && row.member_id === actor.owner.id) ||
    (actor.owner.type === 'ANONYMOUS_VISITOR' && row.visitor_id === actor.owner.id);
  return own || (isStaffActor(actor) && actor.caller.permissions.has('ecom:read'));
}

/**
 * A guest order belongs to a member only when its buyer e-mail is the member's proven e-mail (a
 * code, a recovery link, the site's sign-in provider; an app's word alone does not prove it):
 * being signed in on the browser that placed it is not enough (a shared device would show one
 * person's orders and addresses to the next who registers there).
 */
async function isMembersGuestOrder(db: Queryable, actor: Actor, row: repo.OrderRow): Promise<boolean> {
  if (actor.owner.type !== 'MEMBER' || row.member_id !== null) return false;
  const email = await findProvenMemberEmail(db, actor.caller.siteId, actor.owner.id);
  return email !== undefined && email.toLowerCase() === row.buyer_email.toLowerCase();
}

/** Only owners, collaborators and API keys with ecom:write change orders. Others who may read it get 403; the rest 404, as for an id that does not exist. */
function requireWriter(actor: Actor, row: repo.OrderRow | undefined, id: string): asserts row is repo.OrderRow {
  if (!row || !mayRead(actor, row)) throw notFound('Order', id);
  if (isStaffActor(actor) && actor.caller.permissions.has('ecom:write')) return;
  throw new AppError('forbidden', 'Permission denied', {
    applicationError: { code: 'PERMISSION_DENIED', description: 'Only site staff and apps with ecom:write may change orders' },
  });
}

export async function readOrder(db: Queryable, actor: Actor, id: string): Promise<{ row: repo.OrderRow; records: OrderRecords }> {
  const row = isUuid(id) ? await repo.findOrder(db, actor.caller.siteId, id) : undefined;
  if (!row || !(mayRead(actor, row) || (await isMembersGuestOrder(db, actor, row)))) throw notFound('Order', id);
  return { row, records: (await loadRecords(db, actor.caller.siteId, [row.id])).get(row.id)! };
}

/** A rule of the order's life refused the change (409 with an application error). */
export const orderConflict = (code: string, description: string, data?: Record<string, unknown>) =>
  new AppError('conflict', description, { applicationError: { code, description, data } });

/** A canceled order takes no fulfilment, payment or pickup. */
export function requireNotCanceled(row: repo.OrderRow) {
  if (row.status === 'CANCELED') throw orderConflict('ORDER_CANCELED', 'The order is canceled');
}

/** What a change did, besides the rows it wrote itself; `apply` saves the rest in the same transaction. */
export interface ChangeOutcome {
  status?: string;
  readyForPickupDate?: Date | null;
  data?: OrderData;
  email?: string;
  activities?: Array<{ type: string; note?: string; data?: Record<string, unknown> }>;
  /** Events beside `order.updated` (and `order.payment_status_updated`, added when the payment status moved). */
  events?: (order: OrderView) => Array<{ type: EventType; entityId: string; entity?: unknown }>;
  notices?: OrderNotice[];
}

/** The timeline entry of a notice given to the mail domain. */
const noticeActivity: Record<OrderNotice['kind'], string> = {
  ORDER_PLACED: 'ORDER_PLACED_EMAIL_SENT',
  ORDER_SHIPPED: 'SHIPPING_CONFIRMATION_EMAIL_SENT',
  ORDER_CANCELED: 'ORDER_CANCELED_EMAIL_SENT',
  ORDER_REFUNDED: 'ORDER_REFUNDED_EMAIL_SENT',
  REFUND_FAILED: 'REFUND_FAILED_EMAIL_SENT',
  REFUND_CONFIRMED: 'REFUND_CONFIRMED_EMAIL_SENT',
};

/**
 * Every change of an order runs through here: the order row locked first (so racing changes queue
 * and each sees the one before), the revision checked under that lock, then the statuses recomputed
 * from the records, one more revision, the activity, the events and the notices, all in the change's
 * own transaction.
 */
export function createOrderChanges(deps: OrderDeps) {
  async function lock(tx: Queryable, actor: Actor, id: string, expectedRevision?: number) {
    const row = isUuid(id) ? await repo.lockOrder(tx, actor.caller.siteId, id) : undefined;
    requireWriter(actor, row, id);
    checkRevision('order', expectedRevision, row.revision);
    return { row, records: (await loadRecords(tx, actor.caller.siteId, [row.id])).get(row.id)! };
  }

  /** Locks an order for finishing a change its asker was allowed to make (a held refund): no caller to check. */
  async function lockToFinish(tx: Queryable, siteId: string, id: string) {
    const row = await repo.lockOrder(tx, siteId, id);
    if (!row) throw notFound('Order', id);
    return row;
  }

  async function apply(tx: Queryable, by: ChangeBy, row: repo.OrderRow, outcome: ChangeOutcome) {
    const { siteId } = by;
    const records = (await loadRecords(tx, siteId, [row.id])).get(row.id)!;
    const data = outcome.data ?? row.data;
    const saved = (await repo.saveOrder(tx, siteId, row.id, {
      status: outcome.status ?? row.status,
      paymentStatus: paymentStatusOf({ ...row, data }, records.transactions),
      fulfillmentStatus: fulfillmentStatusOf(data, records.fulfillments),
      readyForPickupDate: outcome.readyForPickupDate === undefined ? row.ready_for_pickup_date : outcome.readyForPickupDate,
      data,
      email: outcome.email ?? row.buyer_email,
    }))!;
    for (const activity of outcome.activities ?? []) await insertActivity(tx, siteId, { id: newId(), orderId: row.id, author: by.author, ...activity });
    for (const notice of outcome.notices ?? []) {
      await deps.notifier.notify(tx, siteId, saved, notice);
      await insertActivity(tx, siteId, { id: newId(), orderId: row.id, type: noticeActivity[notice.kind], author: { type: 'SYSTEM' }, data: { ...notice } });
    }
    const order = orderView(saved, (await loadRecords(tx, siteId, [row.id])).get(row.id)!);
    const events = [
      { type: 'order.updated' as const, entityId: row.id, entity: order },
      ...(saved.payment_status !== row.payment_status ? [{ type: 'order.payment_status_updated' as const, entityId: row.id, entity: order }] : []),
      ...(outcome.events?.(order) ?? []),
    ];
    await recordEvents(
      tx,
      events.map((event) => ({ siteId, ...event })),
    );
    return { order };
  }

  /** Locks the order, lets `work` decide and write, then applies the outcome: one transaction. */
  async function change(actor: Actor, id: string, expectedRevision: number | undefined, work: (tx: Queryable, row: repo.OrderRow, records: OrderRecords) => Promise<ChangeOutcome>) {
    const changed = await deps.db.transaction(async (tx) => {
      const { row, records } = await lock(tx, actor, id, expectedRevision);
      return apply(tx, changeBy(actor), row, await work(tx, row, records));
    });
    deps.notifier.deliverAfterCommit?.();
    return changed;
  }

  /** Puts units back in stock, never more per line than were taken and not yet returned; answers the new `restocked` map. */
  async function restock(tx: Queryable, siteId: string, data: OrderData, wanted: ReadonlyMap<string, number>) {
    const restocked = { ...data.restocked };
    const lines = data.lines.flatMap((line) => {
      const quantity = Math.min(wanted.get(line.id) ?? 0, line.quantity - (restocked[line.id] ?? 0));
      if (quantity <= 0 || !line.variantId) return [];
      restocked[line.id] = (restocked[line.id] ?? 0) + quantity;
      return [{ variantId: line.variantId, quantity }];
    });
    if (lines.length) await deps.catalog.release(tx, siteId, lines);
    return restocked;
  }

  return { lock, lockToFinish, apply, change, restock };
}

export type OrderChanges = ReturnType<typeof createOrderChanges>;
