import type { Transport } from './types.ts';

/**
 * The four calls of a list an owner edits, named after what it holds: `listCoupons`,
 * `createCoupon`, `updateCoupon`, `deleteCoupon`.
 */
export type ListedResourceApi<TOne extends string, TMany extends string, TItem, TInput, TPatch> = Record<`list${TMany}`, () => Promise<TItem[]>> &
  Record<`create${TOne}`, (input: TInput) => Promise<TItem>> &
  Record<`update${TOne}`, (id: string, patch: TPatch) => Promise<TItem>> &
  Record<`delete${TOne}`, (id: string) => Promise<void>>;

/**
 * The calls of a list an owner edits (coupons, gift cards, OAuth apps): list it at `path`, create
 * there, change and delete at `path/{id}`. Each answer holds the list or the one item under its
 * name on the wire (`{ coupons }`, `{ coupon }`); a create carries an idempotency key when the
 * caller gives a source of them (safe to retry), none otherwise.
 *
 * @example
 * const coupons = listedResource<'Coupon', 'Coupons', Coupon, CouponInput, CouponPatch>(transport, `${prefix}/coupons`, {
 *   methods: ['Coupon', 'Coupons'],
 *   answer: ['coupon', 'coupons'],
 * });
 * await coupons.updateCoupon(couponId, { active: false });
 */
export function listedResource<TOne extends string, TMany extends string, TItem, TInput, TPatch>(
  transport: Transport,
  path: string,
  names: { methods: [one: TOne, many: TMany]; answer: [one: string, many: string] },
  options: { idempotencyKey?: () => string } = {},
): ListedResourceApi<TOne, TMany, TItem, TInput, TPatch> {
  const [one, many] = names.methods;
  const [answerOne, answerMany] = names.answer;
  const at = (id: string) => `${path}/${encodeURIComponent(id)}`;
  const calls = {
    async [`list${many}`](): Promise<TItem[]> {
      return (await transport.request<Record<string, TItem[]>>({ method: 'GET', path, args: [] }))[answerMany]!;
    },
    async [`create${one}`](input: TInput): Promise<TItem> {
      const idempotencyKey = options.idempotencyKey?.();
      return (await transport.request<Record<string, TItem>>({ method: 'POST', path, body: input, args: [input], ...(idempotencyKey ? { idempotencyKey } : {}) }))[answerOne]!;
    },
    async [`update${one}`](id: string, patch: TPatch): Promise<TItem> {
      return (await transport.request<Record<string, TItem>>({ method: 'PATCH', path: at(id), body: patch, args: [id, patch] }))[answerOne]!;
    },
    async [`delete${one}`](id: string): Promise<void> {
      await transport.request<Record<string, never>>({ method: 'DELETE', path: at(id), args: [id] });
    },
  };
  // The keys are built from the names, which TypeScript does not follow into an object literal.
  return calls as unknown as ListedResourceApi<TOne, TMany, TItem, TInput, TPatch>;
}
