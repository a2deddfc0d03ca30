import type { Database, Queryable } from '../../../db/database';
import { AppError, notFound } from '../../../lib/app-error';
import { recordEvent } from '../../../lib/events';
import { isUuid, newId } from '../../../lib/ids';
import type { CatalogItems } from '../../catalog/catalog-items';
import { mayAccess, type Actor, type Owner } from '../actor';
import { ownerOfRow } from '../carts/cart-view';
import type { CartRow } from '../carts/carts.repository';
import type { AddToCartBody, CheckoutInfo, CreateCheckoutBody, CreateCheckoutFromCartBody, UpdateCheckoutBody } from '../ecom.schemas';
import { fieldMask, isMasked } from '../field-mask';
import { checkCoupon, checkNamedDocument, resolveLines } from '../line-input';
import { mergeLines, refuseGrowthPastMax, removeLines, updateQuantities, type StoredLine } from '../line-items';
import type { OrderNotifier } from '../orders/order-notices';
import { placeOrder } from '../orders/place-order';
import type { PricedDocument, PricingDeps } from '../price-document';
import * as settingsRepo from '../settings/settings.repository';
import type { CheckoutData } from './checkout-data';
import { giftCardRefused } from './gift-card-attempts';
import { checkoutView, completedCheckoutView, priceCheckout } from './checkout-view';
import * as repo from './checkouts.repository';

export interface CheckoutsServiceDeps extends PricingDeps {
  db: Database;
  catalog: CatalogItems;
  publicUrl: () => string;
  /** Tells the buyer and the store of a new order; `deliverAfterCommit` sends at once what it enqueued. */
  orderNotifier: OrderNotifier;
}

const alreadyCompleted = (id: string) =>
  new AppError('conflict', 'Checkout already completed', {
    applicationError: { code: 'CHECKOUT_ALREADY_COMPLETED', description: `Checkout ${id} is completed and can no longer change`, data: { checkoutId: id } },
  });

export function createCheckoutsService(deps: CheckoutsServiceDeps) {
  const { db } = deps;

  /**
   * The checkout's wire view; `context`: the pricing context when the caller read it already (with
   * the lock); `grownFrom`: the lines before a write, which is refused when it grew a line or the
   * checkout past `maxTotal`.
   */
  async function view(tx: Queryable, siteId: string, row: repo.CheckoutRow, context?: settingsRepo.PricingContext, grownFrom?: readonly StoredLine[]) {
    const completed = completedCheckoutView(row);
    if (completed) return completed;
    const priced = await priceCheckout({ ...deps, context }, tx, siteId, row);
    if (grownFrom) refuseGrowthPastMax(grownFrom, row.data.lineItems, priced.result);
    return checkoutView(row, priced, deps.publicUrl());
  }

  /** The checkout's data once completed: the view of it priced as `priced` is frozen in it. */
  const completedData = (row: repo.CheckoutRow, priced: PricedDocument, orderId: string | null): CheckoutData => ({
    ...row.data,
    completedView: checkoutView({ ...row, completed: true, order_id: orderId ?? row.order_id }, priced, deps.publicUrl()),
  });

  /** Completes the checkout without an order and records the event. */
  async function complete(tx: Queryable, siteId: string, row: repo.CheckoutRow, priced: PricedDocument) {
    const completed = (await repo.completeCheckout(tx, siteId, row.id, null, completedData(row, priced, null)))!;
    await recordEvent(tx, { type: 'checkout.completed', siteId, entityId: row.id, entity: completedCheckoutView(completed) });
  }

  /**
   * One refusal for every card that cannot pay (unknown, inactive, expired, empty): a shopper
   * guessing codes learns nothing of which codes exist.
   */
  async function checkGiftCard(tx: Queryable, siteId: string, code: string) {
    const row = await settingsRepo.findGiftCardByCode(tx, siteId, code);
    const expired = row?.expiration_date && row.expiration_date.getTime() <= deps.now().getTime();
    if (!row || !row.active || expired || row.balance <= 0) throw giftCardRefused();
  }

  /** What `checkout` can write, for field masks. */
  const checkoutInfoFields = [
    'billingInfo',
    'shippingInfo.shippingDestination',
    'shippingInfo.selectedCarrierServiceOption',
    'buyerInfo',
    'buyerNote',
    'channelType',
    'membershipOptions',
  ] as const;

  function applyCheckoutInfo(data: CheckoutData, info: CheckoutInfo | undefined, mask: Set<string> | undefined) {
    if (isMasked(mask, 'billingInfo', info?.billingInfo !== undefined)) data.billingInfo = info?.billingInfo;
    if (isMasked(mask, 'shippingInfo.shippingDestination', info?.shippingInfo?.shippingDestination !== undefined)) {
      data.shippingDestination = info?.shippingInfo?.shippingDestination;
    }
    if (isMasked(mask, 'shippingInfo.selectedCarrierServiceOption', info?.shippingInfo?.selectedCarrierServiceOption !== undefined)) {
      data.selectedShippingOption = info?.shippingInfo?.selectedCarrierServiceOption;
    }
    if (isMasked(mask, 'buyerInfo', info?.buyerInfo !== undefined)) data.buyerEmail = info?.buyerInfo?.email;
    if (isMasked(mask, 'buyerNote', info?.buyerNote !== undefined)) data.buyerNote = info?.buyerNote;
    if (isMasked(mask, 'channelType', info?.channelType !== undefined)) data.channelType = info?.channelType ?? 'WEB';
    if (isMasked(mask, 'membershipOptions', info?.membershipOptions !== undefined)) {
      data.selectedMembershipIds = info?.membershipOptions?.selectedMemberships?.memberships.map((m) => m.id);
    }
  }

  async function insert(tx: Queryable, actor: Actor, checkout: { cartId?: string; owner: Owner; currency: string; data: CheckoutData }) {
    const siteId = actor.caller.siteId;
    const row = (await repo.insertCheckout(tx, siteId, { id: newId(), ...checkout }))!;
    const entity = await view(tx, siteId, row, undefined, []);
    await recordEvent(tx, { type: 'checkout.created', siteId, entityId: row.id, entity });
    return { row, entity };
  }

  /** Locks the checkout the actor may write; answers it with the pricing context read in the same statement. */
  async function lock(tx: Queryable, actor: Actor, id: string, options: { open?: boolean } = {}) {
    const locked = isUuid(id) ? await repo.lockCheckout(tx, actor.caller.siteId, id) : undefined;
    if (!locked || !mayAccess(actor, ownerOfRow(locked.row), 'ecom:write')) throw notFound('Checkout', id);
    if (options.open && locked.row.completed) throw alreadyCompleted(id);
    return locked;
  }

  /** One write to one open checkout: lock, change, save, record the event, answer the new checkout. */
  function change(actor: Actor, id: string, mutate: (data: CheckoutData, tx: Queryable, row: repo.CheckoutRow) => Promise<CheckoutData> | CheckoutData) {
    return db.transaction(async (tx) => {
      const siteId = actor.caller.siteId;
      const { row, context } = await lock(tx, actor, id, { open: true });
      const saved = (await repo.saveCheckout(tx, siteId, row.id, await mutate(structuredClone(row.data), tx, row)))!;
      const checkout = await view(tx, siteId, saved, context, row.data.lineItems);
      await recordEvent(tx, { type: 'checkout.updated', siteId, entityId: saved.id, entity: checkout });
      return checkout;
    });
  }

  async function read(actor: Actor, id: string) {
    const row = isUuid(id) ? await repo.findCheckout(db, actor.caller.siteId, id) : undefined;
    if (!row || !mayAccess(actor, ownerOfRow(row), 'ecom:read')) throw notFound('Checkout', id);
    return row;
  }

  return {
    /** From a cart the caller already locked (cart service): the checkout belongs to the cart's owner. */
    /**
     * A checkout of the cart's lines. What the buyer already told a checkout of this cart that was
     * never ordered (e-mail, delivery address and contact, billing, shipping option, note) carries
     * over where the call and the cart say nothing, so going back to the cart loses none of it.
     */
    async createFromCartRow(tx: Queryable, actor: Actor, cart: CartRow, body: CreateCheckoutFromCartBody): Promise<string> {
      const contact = cart.data.contactInfo;
      const earlier = (await repo.findLatestOpenCheckoutOfCart(tx, actor.caller.siteId, cart))?.data;
      const address = body.shippingAddress ?? contact?.address ?? earlier?.shippingDestination?.address;
      const contactDetails = contact?.contactDetails ?? earlier?.shippingDestination?.contactDetails;
      const data: CheckoutData = {
        lineItems: cart.data.lineItems.map((line) => ({ ...line })),
        couponCode: cart.data.couponCode,
        merchantDiscounts: cart.data.merchantDiscounts,
        shippingDestination: address || contactDetails ? { address, contactDetails } : undefined,
        billingInfo: body.billingAddress ? { address: body.billingAddress, contactDetails: contact?.contactDetails } : earlier?.billingInfo,
        selectedShippingOption: body.selectedShippingOption ?? cart.data.selectedShippingOption ?? earlier?.selectedShippingOption,
        buyerEmail: body.email ?? cart.data.buyerEmail ?? earlier?.buyerEmail,
        buyerNote: cart.data.buyerNote ?? earlier?.buyerNote,
        channelType: body.channelType ?? 'WEB',
      };
      const { row } = await insert(tx, actor, { cartId: cart.id, owner: ownerOfRow(cart), currency: cart.currency, data });
      return row.id;
    },

    create(actor: Actor, body: CreateCheckoutBody) {
      return db.transaction(async (tx) => {
        const siteId = actor.caller.siteId;
        // Locked, as a product's save does: a currency change waits for this checkout, or it for the change.
        const currency = await settingsRepo.lockSiteCurrency(tx, siteId);
        const data: CheckoutData = { lineItems: [], channelType: body.channelType ?? body.checkoutInfo?.channelType ?? 'WEB' };
        applyCheckoutInfo(data, body.checkoutInfo, undefined);
        if (body.channelType) data.channelType = body.channelType;
        data.lineItems = mergeLines([], await resolveLines(deps, tx, actor, currency, body));
        if (body.couponCode) {
          await checkCoupon(deps, tx, siteId, body.couponCode);
          data.couponCode = body.couponCode;
        }
        if (body.giftCardCode) {
          await checkGiftCard(tx, siteId, body.giftCardCode);
          data.giftCardCode = body.giftCardCode;
        }
        data.overrideCheckoutUrl = body.overrideCheckoutUrl;
        return (await insert(tx, actor, { owner: actor.owner, currency, data })).entity;
      });
    },

    async get(actor: Actor, id: string) {
      return view(db, actor.caller.siteId, await read(actor, id));
    },

    /** The newest checkout made from the cart that the caller may see. */
    async getByCartId(actor: Actor, cartId: string) {
      const rows = isUuid(cartId) ? await repo.findCheckoutsOfCart(db, actor.caller.siteId, cartId) : [];
      const row = rows.find((candidate) => mayAccess(actor, ownerOfRow(candidate), 'ecom:read'));
      if (!row) throw notFound('Checkout', cartId);
      return view(db, actor.caller.siteId, row);
    },

    update(actor: Actor, id: string, body: UpdateCheckoutBody) {
      return change(actor, id, async (data, tx, row) => {
        checkNamedDocument('checkout', 'checkout', body.checkout, row);
        applyCheckoutInfo(data, body.checkout, fieldMask(body.fieldMask, 'checkout', checkoutInfoFields));
        data.lineItems = mergeLines(data.lineItems, await resolveLines(deps, tx, actor, row.currency, body));
        if (body.couponCode) {
          await checkCoupon(deps, tx, actor.caller.siteId, body.couponCode);
          data.couponCode = body.couponCode;
        }
        if (body.giftCardCode) {
          await checkGiftCard(tx, actor.caller.siteId, body.giftCardCode);
          data.giftCardCode = body.giftCardCode;
        }
        if (body.overrideCheckoutUrl) data.overrideCheckoutUrl = body.overrideCheckoutUrl;
        return data;
      });
    },

    removeCoupon: (actor: Actor, id: string) => change(actor, id, (data) => ({ ...data, couponCode: undefined })),
    removeGiftCard: (actor: Actor, id: string) => change(actor, id, (data) => ({ ...data, giftCardCode: undefined })),
    removeOverrideCheckoutUrl: (actor: Actor, id: string) => change(actor, id, (data) => ({ ...data, overrideCheckoutUrl: undefined })),

    addToCheckout(actor: Actor, id: string, body: AddToCartBody) {
      return change(actor, id, async (data, tx, row) => ({ ...data, lineItems: mergeLines(data.lineItems, await resolveLines(deps, tx, actor, row.currency, body)) }));
    },
    removeLineItems: (actor: Actor, id: string, lineItemIds: string[]) =>
      change(actor, id, (data) => ({ ...data, lineItems: removeLines(data.lineItems, lineItemIds) })),
    updateLineItemsQuantity: (actor: Actor, id: string, lines: Array<{ id: string; quantity: number }>) =>
      change(actor, id, (data) => ({ ...data, lineItems: updateQuantities(data.lineItems, lines) })),

    /**
     * Places the order. Idempotent: the checkout row is locked first, so of any number of
     * concurrent or repeated calls one places the order and the rest find its id.
     */
    async createOrder(actor: Actor, id: string): Promise<{ orderId: string }> {
      const placed = await db.transaction(async (tx) => {
        const siteId = actor.caller.siteId;
        const { row, context } = await lock(tx, actor, id);
        if (row.order_id) return { orderId: row.order_id };
        if (row.completed) throw alreadyCompleted(id);
        const priced = await priceCheckout({ ...deps, context }, tx, siteId, row);
        const orderId = newId();
        await placeOrder(tx, { catalog: deps.catalog, publicUrl: deps.publicUrl(), notifier: deps.orderNotifier }, siteId, row, priced, {
          orderId,
          completedCheckout: completedData(row, priced, orderId),
        });
        return { orderId };
      });
      deps.orderNotifier.deliverAfterCommit?.();
      return placed;
    },

    markAsCompleted(actor: Actor, id: string) {
      return db.transaction(async (tx) => {
        const siteId = actor.caller.siteId;
        const { row, context } = await lock(tx, actor, id);
        if (row.completed) return;
        await complete(tx, siteId, row, await priceCheckout({ ...deps, context }, tx, siteId, row));
      });
    },

    async paymentSettings(actor: Actor, id: string) {
      await read(actor, id);
      const { settings } = await settingsRepo.findSettings(db, actor.caller.siteId);
      return { blockedPaymentOptions: settings.payment.blockedPaymentOptions };
    },

    async checkoutUrl(actor: Actor, id: string) {
      const row = await read(actor, id);
      return row.data.overrideCheckoutUrl ?? `${deps.publicUrl().replace(/\/$/, '')}/hosted/checkout?checkoutId=${encodeURIComponent(row.id)}`;
    },
  };
}

export type CheckoutsService = ReturnType<typeof createCheckoutsService>;
