import type { Database } from '../../../db/database';
import { AppError, invalid, type FieldViolation } from '../../../lib/app-error';
import { isUuid } from '../../../lib/ids';
import type { Caller } from '../../../lib/caller';
import type { KeyRing } from '../../auth/signing-keys';
import { assertFilterShape } from '../../../lib/input-limits';
import { isStaffActor, type Actor } from '../actor';
import type { SearchOrdersBody } from '../ecom.schemas';
import { readOrder } from './order-changes';
import { verifyOrderLink } from './order-links';
import { loadRecords } from './order-records.repository';
import { orderView } from './order-view';
import * as repo from './orders.repository';

const operators: Record<string, string> = { $eq: '=', $ne: '<>', $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' };

/**
 * Translates a search filter into SQL over the whitelisted columns. Values are always parameters;
 * column names come only from `searchableColumns`.
 */
function translateFilter(filter: Record<string, unknown>, where: { sql: string[]; params: unknown[] }, violations: FieldViolation[], path = 'search.filter') {
  for (const [field, condition] of Object.entries(filter)) {
    if (field === '$and' && Array.isArray(condition)) {
      condition.forEach((part, index) => {
        if (part && typeof part === 'object' && !Array.isArray(part)) translateFilter(part as Record<string, unknown>, where, violations, `${path}.$and.${index}`);
      });
      continue;
    }
    const target = repo.searchableColumns[field];
    if (!target) {
      violations.push({ field: `${path}.${field}`, description: `cannot filter on ${field}`, violatedRule: 'FIELD_NOT_ALLOWED' });
      continue;
    }
    const valid = (value: unknown) =>
      target.type === 'uuid' ? typeof value === 'string' && isUuid(value)
      : target.type === 'number' ? typeof value === 'number' && Number.isFinite(value) && Math.abs(value) < 1e15
      : target.type === 'date' ? typeof value === 'string' && !Number.isNaN(Date.parse(value))
      : typeof value === 'string' && value.length <= 500;
    const add = (op: string, value: unknown) => {
      if (!valid(value)) {
        violations.push({ field: `${path}.${field}`, description: `not a valid ${target.type} value`, violatedRule: 'FORMAT' });
        return;
      }
      where.params.push(value);
      where.sql.push(`${target.column} ${op} $${where.params.length + 1}`);
    };
    if (condition !== null && typeof condition === 'object' && !Array.isArray(condition)) {
      for (const [op, value] of Object.entries(condition)) {
        if (op === '$in' && Array.isArray(value) && value.length <= 100) {
          if (value.length === 0) where.sql.push('false');
          else {
            const placeholders = value.map((item) => {
              if (!valid(item)) violations.push({ field: `${path}.${field}`, description: `not a valid ${target.type} value`, violatedRule: 'FORMAT' });
              where.params.push(item);
              return `$${where.params.length + 1}`;
            });
            where.sql.push(`${target.column} IN (${placeholders.join(', ')})`);
          }
        } else if (operators[op]) add(operators[op], value);
        else violations.push({ field: `${path}.${field}.${op}`, description: `unsupported operator ${op}`, violatedRule: 'FIELD_NOT_ALLOWED' });
      }
    } else add('=', condition);
  }
}

export function createOrdersService({ db }: { db: Database }) {
  return {
    /** Staff with ecom:read see every order of the site; a buyer sees their own. */
    async get(actor: Actor, id: string) {
      const { row, records } = await readOrder(db, actor, id);
      return orderView(row, records);
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
      return orderView(row, (await loadRecords(db, caller.siteId, [row.id])).get(row.id)!);
    },

    /** Owners and apps search every order; a member searches their own and the guest orders placed with their verified e-mail (the account page). */
    async search(actor: Actor, body: SearchOrdersBody) {
      const staff = isStaffActor(actor) && actor.caller.permissions.has('ecom:read');
      if (!staff && actor.owner.type !== 'MEMBER') {
        throw new AppError('forbidden', 'Permission denied', {
          applicationError: { code: 'PERMISSION_DENIED', description: 'Order search is for site staff and signed-in members' },
        });
      }
      const where = { sql: [] as string[], params: [] as unknown[] };
      const violations: FieldViolation[] = [];
      assertFilterShape(body.search?.filter, 'search.filter');
      translateFilter(body.search?.filter ?? {}, where, violations);
      const sort = (body.search?.sort ?? [{ fieldName: 'createdDate', order: 'DESC' as const }]).map((s, index) => {
        const target = repo.searchableColumns[s.fieldName];
        if (!target) violations.push({ field: `search.sort.${index}.fieldName`, description: `cannot sort on ${s.fieldName}`, violatedRule: 'FIELD_NOT_ALLOWED' });
        return { column: target?.column ?? 'created_date', order: s.order ?? ('ASC' as const) };
      });
      if (violations.length) throw invalid(violations);
      if (!staff) {
        // A member's orders, and guest orders placed with their verified e-mail (never those of the browser's earlier visitor as such).
        where.params.push(actor.owner.id);
        where.sql.push(repo.memberOrdersCondition(where.params.length + 1));
      }
      const paging = { limit: body.search?.paging?.limit ?? 50, offset: body.search?.paging?.offset ?? 0 };
      const { rows, total } = await repo.searchOrders(db, actor.caller.siteId, where, sort, paging);
      const records = await loadRecords(db, actor.caller.siteId, rows.map((row) => row.id));
      return { orders: rows.map((row) => orderView(row, records.get(row.id)!)), metadata: { count: rows.length, offset: paging.offset, total } };
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
