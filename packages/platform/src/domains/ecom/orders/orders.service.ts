import type { Database } from '../../../db/database';
import { compileQuery } from '../../../db/query-compiler';
import { AppError } from '../../../lib/app-error';
import type { Caller } from '../../../lib/caller';
import type { KeyRing } from '../../auth/signing-keys';
import { isStaffActor, type Actor } from '../actor';
import type { SearchOrdersBody } from '../ecom.schemas';
import { readOrder } from './order-changes';
import { verifyOrderLink } from './order-links';
import { loadRecords } from './order-records.repository';
import { orderView, type OrderAudience } from './order-view';
import * as repo from './orders.repository';

/** Staff who may read every order see it whole; anyone else reading an order is its buyer. */
const audienceOf = (actor: Actor): OrderAudience => (isStaffActor(actor) && actor.caller.permissions.has('ecom:read') ? 'staff' : 'buyer');

export function createOrdersService({ db }: { db: Database }) {
  return {
    /** Staff with ecom:read see every order of the site; a buyer sees their own. */
    async get(actor: Actor, id: string) {
      const { row, records } = await readOrder(db, actor, id);
      return orderView(row, records, audienceOf(actor));
    },

    /**
     * The one order a guest's e-mailed link names (order-links.ts), for a caller of the same site.
     * Any other site, a tampered or expired link, or an order since gone: 404, with the code saying
     * whether the link expired (the page then offers to sign in instead).
     */
    async getByLink(caller: Caller, keys: KeyRing, token: string) {
      const link = await verifyOrderLink(keys, token);
      const row = link.valid && link.siteId === caller.siteId ? await repo.findOrder(db, caller.siteId, link.orderId) : undefined;
      if (!row) {
        const code = !link.valid && link.expired ? 'ORDER_LINK_EXPIRED' : 'ORDER_LINK_NOT_FOUND';
        const description = code === 'ORDER_LINK_EXPIRED' ? 'This order link has expired' : 'No order for this link';
        throw new AppError('not_found', description, { applicationError: { code, description } });
      }
      return orderView(row, (await loadRecords(db, caller.siteId, [row.id])).get(row.id)!, 'buyer');
    },

    /** Owners and apps search every order; a member searches their own and the guest orders placed with their proven e-mail (the account page). */
    async search(actor: Actor, body: SearchOrdersBody) {
      const staff = isStaffActor(actor) && actor.caller.permissions.has('ecom:read');
      if (!staff && actor.owner.type !== 'MEMBER') {
        throw new AppError('forbidden', 'Permission denied', {
          applicationError: { code: 'PERMISSION_DENIED', description: 'Order search is for site staff and signed-in members' },
        });
      }
      const compiled = compileQuery(body.search ?? {}, repo.orderQuery, { siteId: actor.caller.siteId, currency: repo.orderCurrencySql });
      const paging = { limit: body.search?.paging?.limit ?? 50, offset: body.search?.paging?.offset ?? 0 };
      const { rows, total } = await repo.searchOrders(db, compiled, { ...paging, memberId: staff ? undefined : actor.owner.id });
      const records = await loadRecords(db, actor.caller.siteId, rows.map((row) => row.id));
      return { orders: rows.map((row) => orderView(row, records.get(row.id)!, staff ? 'staff' : 'buyer')), metadata: { count: rows.length, offset: paging.offset, total } };
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
