import type { Transport } from './types.ts';

/**
 * The four calls of a list an owner edits (coupons, gift cards, OAuth apps): list it at `path`,
 * create there, change and delete at `path/{id}`. Each answer holds the list or the one item under
 * its name (`{ coupons }`, `{ coupon }`); a create carries an idempotency key when the caller
 * gives a source of them (safe to retry), none otherwise.
 *
 * @example
 * const coupons = listedResource<Coupon, CouponInput, CouponPatch>(transport, `${prefix}/coupons`, { one: 'coupon', many: 'coupons' });
 * await coupons.update(couponId, { active: false });
 */
export function listedResource<TItem, TInput, TPatch>(
  transport: Transport,
  path: string,
  names: { one: string; many: string },
  options: { idempotencyKey?: () => string } = {},
) {
  const at = (id: string) => `${path}/${encodeURIComponent(id)}`;
  return {
    async list(): Promise<TItem[]> {
      return (await transport.request<Record<string, TItem[]>>({ method: 'GET', path, args: [] }))[names.many]!;
    },
    async create(input: TInput): Promise<TItem> {
      const idempotencyKey = options.idempotencyKey?.();
      return (await transport.request<Record<string, TItem>>({ method: 'POST', path, body: input, args: [input], ...(idempotencyKey ? { idempotencyKey } : {}) }))[names.one]!;
    },
    async update(id: string, patch: TPatch): Promise<TItem> {
      return (await transport.request<Record<string, TItem>>({ method: 'PATCH', path: at(id), body: patch, args: [id, patch] }))[names.one]!;
    },
    async remove(id: string): Promise<void> {
      await transport.request<Record<string, never>>({ method: 'DELETE', path: at(id), args: [id] });
    },
  };
}
