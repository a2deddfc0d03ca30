import type { Database, Queryable } from '../../../db/database';
import type { Permission } from '../../../lib/caller';
import { AppError, notFound, rejected } from '../../../lib/app-error';
import { outboxRow, recordEvent } from '../../../lib/events';
import { isUuid, newId } from '../../../lib/ids';
import { mayAccess, requirePricingRights, type Actor } from '../actor';
import type { AddToCartBody, CartInfo, CreateCartBody, EstimateTotalsBody, UpdateCartBody } from '../ecom.schemas';
import { fieldMask, isMasked } from '../field-mask';
import { catalogOnce, catalogReferencesOf } from '../catalog-once';
import { checkCoupon, checkNamedDocument, resolveLines } from '../line-input';
import { mergeLines, refuseGrowthPastMax, removeLines, updateQuantities, type StoredLine } from '../line-items';
import type { PricingDeps } from '../price-document';
import { amountReader } from '../../../lib/money-input';
import * as settingsRepo from '../settings/settings.repository';
import { emptyCart, type CartData } from './cart-data';
import { cartView, estimateView, ownerOfRow, priceCart } from './cart-view';
import * as repo from './carts.repository';

/** `'current'` names the caller's own cart; anything else is a cart id. */
export type CartRef = { current: true } | { id: string };

export interface CartsServiceDeps extends PricingDeps {
  db: Database;
  publicUrl: () => string;
  /** Creates a checkout from a locked cart row, in the caller's transaction (the checkout service). */
  createCheckoutFromCart(tx: Queryable, actor: Actor, cart: repo.CartRow, body: import('../ecom.schemas').CreateCheckoutFromCartBody): Promise<string>;
}

const ownedCartNotFound = () =>
  new AppError('not_found', 'Cart not found', {
    applicationError: { code: 'OWNED_CART_NOT_FOUND', description: 'The caller has no current cart' },
  });

export function createCartsService(deps: CartsServiceDeps) {
  const { db } = deps;

  /** The cart's view; `grownFrom`: the lines before a write, which is refused when it grew a line or the cart past `maxTotal`. */
  async function view(tx: Queryable, siteId: string, row: repo.CartRow, pricing: PricingDeps = deps, grownFrom?: readonly StoredLine[]) {
    const priced = await priceCart(pricing, tx, siteId, row);
    if (grownFrom) refuseGrowthPastMax(grownFrom, row.data.lineItems, priced.result);
    return cartView(row, priced, deps.publicUrl());
  }

  function staffDiscounts(actor: Actor, discounts: CreateCartBody['merchantDiscounts'], currency: string) {
    if (!discounts) return undefined;
    requirePricingRights(actor, 'merchant discounts');
    // Each amount read, never taken as 0: an amount finer than the currency was once a silent "no discount".
    const amounts = amountReader(currency);
    const read = discounts.map((d, index) => ({ amount: amounts.read(d.amount, `merchantDiscounts.${index}.amount`) }));
    amounts.check();
    return read;
  }

  /** What `cartInfo` can write, for field masks. */
  const cartInfoFields = ['contactInfo', 'buyerNote', 'buyerInfo', 'selectedShippingOption'] as const;

  function applyCartInfo(data: CartData, info: CartInfo | undefined, mask: Set<string> | undefined) {
    if (isMasked(mask, 'contactInfo', info?.contactInfo !== undefined)) data.contactInfo = info?.contactInfo;
    if (isMasked(mask, 'buyerNote', info?.buyerNote !== undefined)) data.buyerNote = info?.buyerNote;
    if (isMasked(mask, 'buyerInfo', info?.buyerInfo !== undefined)) data.buyerEmail = info?.buyerInfo?.email;
    if (isMasked(mask, 'selectedShippingOption', info?.selectedShippingOption !== undefined)) data.selectedShippingOption = info?.selectedShippingOption;
  }

  /**
   * A member who signed in as a visitor takes over that visitor's current cart, once: the
   * visitor's lines merge into the member's current cart (or the cart simply changes hands when
   * the member has none), and the visitor's cart is gone.
   */
  async function mergeVisitorCart(tx: Queryable, actor: Actor) {
    if (actor.owner.type !== 'MEMBER' || !actor.previousVisitorId) return;
    const siteId = actor.caller.siteId;
    const visitorCart = await repo.lockCurrentCart(tx, siteId, { type: 'ANONYMOUS_VISITOR', id: actor.previousVisitorId });
    if (!visitorCart) return;
    const memberCart = await repo.lockCurrentCart(tx, siteId, actor.owner);
    if (!memberCart) {
      const moved = await repo.transferCart(tx, siteId, visitorCart.id, actor.owner);
      await recordEvent(tx, { type: 'cart.updated', siteId, entityId: moved!.id, entity: await view(tx, siteId, moved!) });
      return;
    }
    const data: CartData = {
      ...memberCart.data,
      lineItems: mergeLines(memberCart.data.lineItems, visitorCart.data.lineItems, { clamp: true }),
      couponCode: memberCart.data.couponCode ?? visitorCart.data.couponCode,
    };
    const saved = await repo.saveCart(tx, siteId, memberCart.id, data);
    await repo.deleteCart(tx, siteId, visitorCart.id);
    await recordEvent(tx, { type: 'cart.deleted', siteId, entityId: visitorCart.id });
    await recordEvent(tx, { type: 'cart.updated', siteId, entityId: saved!.id, entity: await view(tx, siteId, saved!) });
  }

  /**
   * The cart a call names by id, read by `find` (locked or not), after the access check: an id
   * that is no uuid, names no cart of the site or a cart the caller may not touch is not found.
   */
  async function cartById<Found extends { row: repo.CartRow }>(actor: Actor, id: string, permission: Permission, find: (id: string) => Promise<Found | undefined>): Promise<Found> {
    const found = isUuid(id) ? await find(id) : undefined;
    if (!found || !mayAccess(actor, ownerOfRow(found.row), permission)) throw notFound('Cart', id);
    return found;
  }

  /**
   * Locks the cart a call names, after the access check, with its pricing context and the
   * transaction's time; creates the current cart when asked.
   */
  async function lock(tx: Queryable, actor: Actor, ref: CartRef, options: { create?: boolean; along?: repo.CatalogAlong } = {}): Promise<repo.LockedCart & { created: boolean }> {
    const siteId = actor.caller.siteId;
    const { along } = options;
    if ('id' in ref) return { ...(await cartById(actor, ref.id, 'ecom:write', (id) => repo.lockCartForPricing(tx, siteId, id, along))), created: false };
    await mergeVisitorCart(tx, actor);
    const existing = await repo.lockCurrentCartForPricing(tx, siteId, actor.owner, along);
    if (existing) return { ...existing, created: false };
    if (!options.create) throw ownedCartNotFound();
    const context = await settingsRepo.findPricingContext(tx, siteId, { lockCurrency: true });
    const inserted = await repo.insertCart(tx, siteId, { id: newId(), owner: actor.owner, isCurrent: true, currency: context.currency, data: emptyCart() });
    // Inserted in this transaction: its updated_date is the transaction's now().
    if (inserted) return { row: inserted, context, catalogRead: undefined, now: inserted.updated_date, created: true };
    // Another request created it a moment ago: use theirs.
    const theirs = await repo.lockCurrentCartForPricing(tx, siteId, actor.owner, along);
    if (!theirs) throw ownedCartNotFound();
    return { ...theirs, created: false };
  }

  /** The catalogue read beside a cart's row (its lines' products, and those of `adding`). */
  const catalogAlong = (adding?: AddToCartBody): repo.CatalogAlong => ({ catalog: deps.catalog, adding: adding?.lineItems?.map((line) => line.catalogReference) });

  type Mutate = (data: CartData, via: Queryable, row: repo.CartRow, pricing: PricingDeps) => Promise<CartData> | CartData;

  /**
   * One write to one cart, answering the new cart. Most writes meet no other writer, so the first
   * try reads the cart without a lock or a transaction, changes and prices it, and saves it with
   * its event in one statement only if it is still at the revision read: two statements, and
   * nothing held while pricing. A cart another write moved in between, a current cart still to be
   * created, and a member's current cart while the visitor they signed in as still has a cart
   * (merged under the lock) take the locking path: lock, change, price, save, in one transaction.
   *
   * The cart's read also brings the currency, the settings and the catalogue's products of the
   * cart's lines and of the lines `adding` names, so `mutate` and pricing the changed cart read no
   * product again (a line naming another product is read then). `mutate` only reads.
   */
  async function change(actor: Actor, ref: CartRef, options: { create?: boolean; adding?: AddToCartBody }, mutate: Mutate) {
    const along = catalogAlong(options.adding);
    const unlocked = await readForChange(actor, ref, along);
    if (unlocked) {
      const cart = await changeAndSave(db, actor, { ...unlocked, created: false }, mutate);
      if (cart) return cart;
    }
    return db.transaction(async (tx) => {
      const locked = await lock(tx, actor, ref, { create: options.create, along });
      const cart = await changeAndSave(tx, actor, locked, mutate);
      if (!cart) throw new Error(`cart ${locked.row.id} moved while this transaction held its lock`);
      return cart;
    });
  }

  /**
   * Whether the caller is a member whose visitor (the one they signed in as) still has a current
   * cart, which the locking path merges into theirs (`mergeVisitorCart`); one statement, asked only
   * for members.
   */
  async function visitorCartToMerge(actor: Actor): Promise<boolean> {
    const visitor = actor.owner.type === 'MEMBER' ? actor.previousVisitorId : undefined;
    return visitor !== undefined && (await repo.hasCurrentCart(db, actor.caller.siteId, { type: 'ANONYMOUS_VISITOR', id: visitor }));
  }

  /** The cart a write names, read without a lock (after the same access check as `lock`); undefined where only the locking path can go on. */
  async function readForChange(actor: Actor, ref: CartRef, along: repo.CatalogAlong): Promise<repo.LockedCart | undefined> {
    const siteId = actor.caller.siteId;
    if ('id' in ref) return cartById(actor, ref.id, 'ecom:write', (id) => repo.findCartForPricing(db, siteId, id, along));
    if (await visitorCartToMerge(actor)) return undefined;
    return repo.findCurrentCartForPricing(db, siteId, actor.owner, along);
  }

  /** Changes, prices and saves a cart read at `read.row.revision`; undefined when another write saved it first. */
  async function changeAndSave(via: Queryable, actor: Actor, read: repo.LockedCart & { created: boolean }, mutate: Mutate) {
    const siteId = actor.caller.siteId;
    const { row, context, now, created, catalogRead } = read;
    const pricing = { ...deps, context, catalog: catalogOnce(deps.catalog, catalogReferencesOf(row.data.lineItems), catalogRead) };
    const next = await mutate(structuredClone(row.data), via, row, pricing);
    const saved: repo.CartRow = { ...row, data: next, revision: row.revision + 1, updated_date: now };
    const cart = await view(via, siteId, saved, pricing, row.data.lineItems);
    const event = outboxRow({ type: created ? 'cart.created' : 'cart.updated', siteId, entityId: saved.id, entity: cart });
    return (await repo.saveCartRecording(via, siteId, saved, event)) ? cart : undefined;
  }

  /**
   * The cart a read names, after the access check, with the pricing deps to price it: the site's
   * currency and store settings come with the cart, in the same statement.
   */
  async function read(actor: Actor, ref: CartRef): Promise<{ row: repo.CartRow; pricing: PricingDeps }> {
    const siteId = actor.caller.siteId;
    const along = catalogAlong();
    const priced = (found: repo.CartForPricing) => ({
      row: found.row,
      pricing: { ...deps, context: found.context, catalog: catalogOnce(deps.catalog, [], found.catalogRead) },
    });
    if ('id' in ref) return priced(await cartById(actor, ref.id, 'ecom:read', (id) => repo.findCartForPricing(db, siteId, id, along)));
    if (await visitorCartToMerge(actor)) {
      // Merging writes, so a read that merges runs as a transaction.
      return priced(await db.transaction((tx) => lock(tx, actor, ref, { along })));
    }
    const found = await repo.findCurrentCartForPricing(db, siteId, actor.owner, along);
    if (!found) throw ownedCartNotFound();
    return priced(found);
  }

  return {
    async create(actor: Actor, body: CreateCartBody) {
      const siteId = actor.caller.siteId;
      return db.transaction(async (tx) => {
        // Locked, as a product's save does: a currency change waits for this cart, or it for the change.
        const currency = await settingsRepo.lockSiteCurrency(tx, siteId);
        const data = emptyCart();
        applyCartInfo(data, body.cartInfo, undefined);
        data.lineItems = mergeLines([], await resolveLines(deps, tx, actor, currency, body));
        data.merchantDiscounts = staffDiscounts(actor, body.merchantDiscounts, currency);
        if (body.couponCode) {
          await checkCoupon(deps, tx, siteId, body.couponCode);
          data.couponCode = body.couponCode;
        }
        const row = (await repo.insertCart(tx, siteId, { id: newId(), owner: actor.owner, isCurrent: false, currency, data }))!;
        const cart = await view(tx, siteId, row, deps, []);
        await recordEvent(tx, { type: 'cart.created', siteId, entityId: row.id, entity: cart });
        return cart;
      });
    },

    async get(actor: Actor, ref: CartRef) {
      const { row, pricing } = await read(actor, ref);
      return view(db, actor.caller.siteId, row, pricing);
    },

    update(actor: Actor, ref: CartRef, body: UpdateCartBody) {
      return change(actor, ref, { create: true, adding: body }, async (data, tx, row, pricing) => {
        checkNamedDocument('cart', 'cartInfo', body.cartInfo, row);
        applyCartInfo(data, body.cartInfo, fieldMask(body.fieldMask, 'cartInfo', cartInfoFields));
        data.lineItems = mergeLines(data.lineItems, await resolveLines(pricing, tx, actor, row.currency, body));
        if (body.merchantDiscounts) data.merchantDiscounts = staffDiscounts(actor, body.merchantDiscounts, row.currency);
        if (body.couponCode) {
          await checkCoupon(deps, tx, actor.caller.siteId, body.couponCode);
          data.couponCode = body.couponCode;
        }
        return data;
      });
    },

    async delete(actor: Actor, ref: CartRef) {
      await db.transaction(async (tx) => {
        const { row } = await lock(tx, actor, ref);
        await repo.deleteCart(tx, actor.caller.siteId, row.id);
        await recordEvent(tx, { type: 'cart.deleted', siteId: actor.caller.siteId, entityId: row.id });
      });
    },

    addToCart(actor: Actor, ref: CartRef, body: AddToCartBody) {
      return change(actor, ref, { create: true, adding: body }, async (data, tx, row, pricing) => {
        data.lineItems = mergeLines(data.lineItems, await resolveLines(pricing, tx, actor, row.currency, body));
        return data;
      });
    },

    removeLineItems(actor: Actor, ref: CartRef, lineItemIds: string[]) {
      return change(actor, ref, {}, (data) => ({ ...data, lineItems: removeLines(data.lineItems, lineItemIds) }));
    },

    updateLineItemsQuantity(actor: Actor, ref: CartRef, lines: Array<{ id: string; quantity: number }>) {
      return change(actor, ref, {}, (data) => ({ ...data, lineItems: updateQuantities(data.lineItems, lines) }));
    },

    removeCoupon(actor: Actor, ref: CartRef) {
      return change(actor, ref, {}, (data) => ({ ...data, couponCode: undefined }));
    },

    async estimateTotals(actor: Actor, ref: CartRef, body: EstimateTotalsBody) {
      const { row, pricing } = await read(actor, ref);
      const priced = await priceCart(pricing, db, actor.caller.siteId, row, body);
      return estimateView(row, priced, deps.publicUrl(), body.selectedShippingOption?.code ?? row.data.selectedShippingOption?.code);
    },

    createCheckout(actor: Actor, ref: CartRef, body: import('../ecom.schemas').CreateCheckoutFromCartBody) {
      return db.transaction(async (tx) => {
        const { row } = await lock(tx, actor, ref);
        if (row.data.lineItems.length === 0) throw rejected('CART_IS_EMPTY', 'A checkout needs a cart with line items', { cartId: row.id });
        return deps.createCheckoutFromCart(tx, actor, row, body);
      });
    },
  };
}

export type CartsService = ReturnType<typeof createCartsService>;
