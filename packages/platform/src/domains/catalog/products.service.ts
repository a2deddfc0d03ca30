import type { AnswerFacts } from './answer-cache';
import type { Database, Queryable } from '../../db/database';
import { invalid, notFound, type FieldViolation } from '../../lib/app-error';
import { readsCatalogAsMerchant, type Caller } from '../../lib/caller';
import { recordEvent } from '../../lib/events';
import { checkRevision } from '../../lib/revisions';
import { newId, isUuid } from '../../lib/ids';
import { toMinor } from '../../lib/money';
import { lockSiteCurrency } from '../sites/sites.repository';
import type { ProductRecord, StoredOption, VariantRecord } from './catalog.records';
import type { MediaRef, ProductInput, ProductPatch, VariantUpdate } from './catalog.schemas';
import { resolveMediaRefs } from './media-refs';
import { applyDiscount } from './pricing';
import { toWireProduct, toWireVariant, type WireProduct } from './product-view';
import * as repo from './products.repository';
import * as variantsRepo from './variants.repository';
import { combinationCount, maxVariants, planVariants } from './variant-combinations';
import { savingSlug, uniqueSlugs } from './slugs';
import { assignVariantSkus, checkSkusFree, isSkuUniqueViolation, skuTaken } from './variant-skus';

export interface CatalogDeps {
  db: Database;
  /** The platform's public URL, for media URLs in answers. */
  baseUrl(): string;
  /** Where product queries stop counting; default `defaultCountBound` (catalog.options.ts). */
  countBound?(): number | undefined;
  countsKeptFrom?(): number | undefined;
}

/** Options as stored: descriptions default to values; names and choices must be unique. */
function normaliseOptions(input: NonNullable<ProductInput['productOptions']>, existing: readonly StoredOption[]): StoredOption[] {
  const violations: FieldViolation[] = [];
  const names = new Set<string>();
  const options = input.map((option, i): StoredOption => {
    if (names.has(option.name.toLowerCase())) {
      violations.push({ field: `product.productOptions.${i}.name`, description: 'option names must be unique', violatedRule: 'VALIDATION' });
    }
    names.add(option.name.toLowerCase());
    const seen = new Set<string>();
    const before = existing.find((o) => o.name === option.name);
    return {
      optionType: option.optionType ?? 'drop_down',
      name: option.name,
      choices: option.choices.map((choice, j) => {
        const description = choice.description ?? choice.value;
        if (seen.has(description.toLowerCase())) {
          violations.push({ field: `product.productOptions.${i}.choices.${j}`, description: 'choices must be unique within an option', violatedRule: 'VALIDATION' });
        }
        seen.add(description.toLowerCase());
        return { value: choice.value, description, mediaIds: before?.choices.find((c) => c.description === description)?.mediaIds ?? [] };
      }),
    };
  });
  if (combinationCount(options) > maxVariants) {
    violations.push({ field: 'product.productOptions', description: `at most ${maxVariants} choice combinations`, violatedRule: 'MAX_SIZE' });
  }
  if (violations.length) throw invalid(violations);
  return options;
}

function discountOf(input: ProductInput['discount'], currency: string): Pick<ProductRecord, 'discountType' | 'discountValue'> {
  if (!input || input.type === 'NONE') return { discountType: 'NONE', discountValue: 0 };
  const value = input.value ?? 0;
  if (input.type === 'PERCENT') {
    if (value > 100) throw invalid([{ field: 'product.discount.value', description: 'a percentage is at most 100', violatedRule: 'MAX' }]);
    return { discountType: 'PERCENT', discountValue: Math.round(value * 100) };
  }
  return { discountType: 'AMOUNT', discountValue: toMinor(value, currency) };
}

/**
 * Products and their variants, media and options: every catalogue write on a product, plus the
 * single-product reads. Writes run in one transaction with their outbox event.
 */
export function createProductsService(deps: CatalogDeps) {
  const { db } = deps;

  const uniqueSlug = uniqueSlugs('product', repo.slugTaken);

  /**
   * Loads products with their variants and collections and builds their wire shapes. `staff`
   * overrides the caller's view, for answers no caller asked for (outbox events).
   */
  async function present(
    q: Queryable,
    products: readonly ProductRecord[],
    caller: Caller | undefined,
    options: { merchant?: boolean; includeVariants?: boolean; staff?: boolean } = {},
  ) {
    const ids = products.map((p) => p.id);
    const siteId = products[0]?.siteId ?? '';
    const { variants, collections } = await repo.variantsAndCollectionsOf(q, siteId, ids);
    return presentLoaded(
      products.map((product) => ({ product, variants: variants.get(product.id) ?? [], collectionIds: collections.get(product.id) ?? [] })),
      caller,
      options,
    );
  }

  /** `present` for products read with their variants and collection ids already (a product query's page). */
  function presentLoaded(
    loaded: ReadonlyArray<{ product: ProductRecord; variants: readonly VariantRecord[]; collectionIds: readonly string[] }>,
    caller: Caller | undefined,
    options: { merchant?: boolean; includeVariants?: boolean; staff?: boolean } = {},
  ) {
    const staff = options.staff ?? readsCatalogAsMerchant(caller);
    const view = { baseUrl: deps.baseUrl(), staff, merchant: staff && (options.merchant ?? true), includeVariants: options.includeVariants ?? true };
    return loaded.map(({ product, variants, collectionIds }) => toWireProduct(product, variants, collectionIds, view));
  }

  async function lockProduct(tx: Queryable, caller: Caller, id: string): Promise<ProductRecord> {
    const product = isUuid(id) ? await repo.findProduct(tx, caller.siteId, id, { forUpdate: true }) : undefined;
    if (!product) throw notFound('product', id);
    return product;
  }

  /**
   * Writes `product.changed` (and `product.variants_changed` when asked) in the caller's
   * transaction. Payloads carry the staff view, with cost and every variant: events go to the
   * site's own webhooks and feed, never to shoppers.
   */
  async function recordChanged(tx: Queryable, siteId: string, id: string, events: { variants?: boolean } = {}): Promise<WireProduct> {
    const product = (await repo.findProduct(tx, siteId, id))!;
    const [wire] = await present(tx, [product], undefined, { staff: true, merchant: true });
    await recordEvent(tx, { type: 'product.changed', siteId, entityId: id, entity: wire });
    if (events.variants) {
      await recordEvent(tx, { type: 'product.variants_changed', siteId, entityId: id, entity: { productId: id, variants: wire!.variants } });
    }
    return wire!;
  }

  /** Re-derives stock, then records the change (see recordChanged). */
  async function afterChange(tx: Queryable, caller: Caller, id: string, events: { variants?: boolean } = {}): Promise<WireProduct> {
    await repo.refreshStock(tx, caller.siteId, [id]);
    return recordChanged(tx, caller.siteId, id, events);
  }

  /**
   * Applies the variant plan for the product's (possibly new) options; variants without a SKU of
   * their own get one generated from the product's (`previousSku`: the SKU they were generated from).
   */
  async function syncVariants(tx: Queryable, product: ProductRecord, stock: { quantity: number | null; inStock: boolean }, previousSku = product.sku) {
    const existing = await variantsRepo.listVariants(tx, product.siteId, [product.id]);
    const plan = planVariants(existing, product.productOptions, product, stock);
    const generated = assignVariantSkus([...plan.keep, ...plan.add], product.sku, previousSku);
    await checkSkusFree(tx, product.siteId, product.id, generated.flatMap((v) => (v.sku ? [{ field: 'product.sku', sku: v.sku }] : [])));
    await variantsRepo.deleteVariants(tx, product.siteId, plan.remove.map((v) => v.id));
    for (const variant of plan.keep) await variantsRepo.saveVariant(tx, variant);
    await variantsRepo.insertVariants(tx, plan.add);
    return plan.add.length > 0 || plan.remove.length > 0;
  }

  function applyFields(product: ProductRecord, input: ProductPatch): void {
    if (input.name !== undefined) product.name = input.name;
    if (input.visible !== undefined) product.visible = input.visible;
    if (input.productType !== undefined) product.productType = input.productType;
    if (input.description !== undefined) product.description = input.description;
    if (input.sku !== undefined) product.sku = input.sku || null;
    if (input.weight !== undefined) product.weight = input.weight;
    if (input.priceData) product.priceMinor = toMinor(input.priceData.price, product.currency);
    if (input.costAndProfitData) product.costMinor = toMinor(input.costAndProfitData.itemCost, product.currency);
    if (input.discount) Object.assign(product, discountOf(input.discount, product.currency));
    if (input.pricePerUnitData !== undefined) product.pricePerUnitData = input.pricePerUnitData;
    if (input.productOptions) product.productOptions = normaliseOptions(input.productOptions, product.productOptions);
    if (input.manageVariants !== undefined) product.manageVariants = input.manageVariants;
    if (input.stock?.trackInventory !== undefined) product.trackInventory = input.stock.trackInventory;
    if (input.ribbon !== undefined) product.ribbon = input.ribbon || null;
    if (input.brand !== undefined) product.brand = input.brand || null;
    product.discountedPriceMinor = applyDiscount(product.priceMinor, product.discountType, product.discountValue);
  }

  /**
   * The SKUs the variants end with after an update: each SKU sent must be free on the site and not
   * held by another variant of this product (nor given to several variants by one update).
   */
  async function checkVariantSkus(
    tx: Queryable,
    siteId: string,
    productId: string,
    variants: readonly VariantRecord[],
    touched: ReadonlyMap<string, VariantRecord>,
    skuFields: ReadonlyMap<string, string>,
  ) {
    const kept: Array<{ field: string; sku: string; holder: string }> = [];
    const sent: Array<{ field: string; sku: string }> = [];
    for (const variant of variants) {
      const sku = (touched.get(variant.id) ?? variant).sku;
      const field = skuFields.get(variant.id);
      if (!sku) continue;
      if (field) sent.push({ field, sku });
      else kept.push({ field: `variants.${variant.id}.sku`, sku, holder: `the ${Object.values(variant.choices).join(' / ')} variant` });
    }
    // The SKUs kept come first, so a repeated SKU is reported on the field that was sent.
    await checkSkusFree(tx, siteId, productId, [...kept, ...sent]);
  }

  return {
    present,
    presentLoaded,
    recordChanged,

    async createProduct(caller: Caller, input: ProductInput, tx?: Queryable): Promise<WireProduct> {
      const work = async (q: Queryable) => {
        const currency = await lockSiteCurrency(q, caller.siteId);
        const product: ProductRecord = {
          id: newId(),
          siteId: caller.siteId,
          name: input.name,
          slug: '',
          visible: true,
          productType: 'physical',
          description: '',
          sku: null,
          weight: null,
          currency,
          priceMinor: 0,
          discountedPriceMinor: 0,
          costMinor: null,
          discountType: 'NONE',
          discountValue: 0,
          pricePerUnitData: null,
          manageVariants: false,
          trackInventory: false,
          productOptions: [],
          media: [],
          ribbon: null,
          brand: null,
          inStock: true,
          inventoryStatus: 'IN_STOCK',
          createdDate: new Date(),
          lastUpdated: new Date(),
          revision: 0,
        };
        applyFields(product, input);
        if (product.sku) await checkSkusFree(q, caller.siteId, product.id, [{ field: 'product.sku', sku: product.sku }]);
        product.slug = await uniqueSlug(q, caller.siteId, input.slug, input.name);
        await repo.insertProduct(q, product);
        const tracked = product.trackInventory;
        await syncVariants(q, product, {
          quantity: tracked ? (input.stock?.quantity ?? 0) : null,
          inStock: input.stock?.inStock ?? true,
        });
        await repo.refreshStock(q, caller.siteId, [product.id]);
        const [wire] = await present(q, [(await repo.findProduct(q, caller.siteId, product.id))!], caller);
        await recordEvent(q, { type: 'product.created', siteId: caller.siteId, entityId: product.id, entity: wire });
        return wire!;
      };
      return skuRaceAsConflict(tx ? work(tx) : savingSlug('product', input.slug, () => db.transaction(work)));
    },

    /** Applies the fields sent; with `expectedRevision`, only if nobody saved the product since (checked under its row lock). */
    async updateProduct(caller: Caller, id: string, patch: ProductPatch, expectedRevision?: number): Promise<WireProduct> {
      if (patch.id !== undefined && patch.id !== id) {
        throw invalid([{ field: 'product.id', description: 'must equal the id in the path', violatedRule: 'VALIDATION' }]);
      }
      return skuRaceAsConflict(savingSlug('product', patch.slug, () => db.transaction(async (tx) => {
        const product = await lockProduct(tx, caller, id);
        checkRevision('product', expectedRevision, product.revision);
        const wasTracked = product.trackInventory;
        const previousSku = product.sku;
        applyFields(product, patch);
        if (product.sku && product.sku !== previousSku) await checkSkusFree(tx, caller.siteId, id, [{ field: 'product.sku', sku: product.sku }]);
        if (patch.slug !== undefined) product.slug = await uniqueSlug(tx, caller.siteId, patch.slug, product.name, id);
        await repo.saveProduct(tx, product);
        const variantsChanged = await syncVariants(
          tx,
          product,
          { quantity: product.trackInventory ? (patch.stock?.quantity ?? 0) : null, inStock: patch.stock?.inStock ?? true },
          previousSku,
        );
        // Product-level stock applies to every variant: the simple case of one default variant, or a bulk set.
        if (patch.stock && (patch.stock.quantity !== undefined || patch.stock.inStock !== undefined || wasTracked !== product.trackInventory)) {
          for (const variant of await variantsRepo.listVariants(tx, caller.siteId, [id])) {
            if (patch.stock.quantity !== undefined) variant.quantity = patch.stock.quantity;
            else if (product.trackInventory && variant.quantity === null) variant.quantity = 0;
            if (patch.stock.inStock !== undefined) variant.inStock = patch.stock.inStock;
            await variantsRepo.saveVariant(tx, variant);
          }
        }
        return afterChange(tx, caller, id, { variants: variantsChanged || patch.manageVariants !== undefined });
      })));
    },

    async deleteProduct(caller: Caller, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        if (!isUuid(id) || !(await repo.deleteProduct(tx, caller.siteId, id))) throw notFound('product', id);
        await recordEvent(tx, { type: 'product.deleted', siteId: caller.siteId, entityId: id });
      });
    },

    /** One product; `facts` learns the catalogue version it was read at (answer-cache.ts). */
    async getProduct(caller: Caller | undefined, siteId: string, id: string, options: { merchant: boolean; facts?: AnswerFacts }): Promise<WireProduct> {
      const found = isUuid(id) ? await repo.findProductWithRelations(db, siteId, id) : undefined;
      const staff = readsCatalogAsMerchant(caller);
      if (!found || (!found.product.visible && !staff)) throw notFound('product', id);
      if (options.facts) options.facts.catalogVersion = found.catalogVersion;
      return toWireProduct(found.product, found.variants, found.collectionIds, { baseUrl: deps.baseUrl(), staff, merchant: staff && options.merchant, includeVariants: true });
    },

    /** Per-variant price, cost, weight, SKU, visibility and stock, for the variants the choices or ids select. */
    async updateVariants(caller: Caller, id: string, updates: readonly VariantUpdate[]) {
      return skuRaceAsConflict(db.transaction(async (tx) => {
        const product = await lockProduct(tx, caller, id);
        const variants = await variantsRepo.listVariants(tx, caller.siteId, [id]);
        const violations: FieldViolation[] = [];
        const touched = new Map<string, VariantRecord>();
        const skuFields = new Map<string, string>();
        updates.forEach((update, i) => {
          const overrides = ['price', 'cost', 'weight', 'sku', 'visible'].filter((key) => key in update);
          if (overrides.length && !product.manageVariants) {
            violations.push({ field: `variants.${i}`, description: 'price, cost, weight, sku and visibility per variant need manageVariants', violatedRule: 'VALIDATION' });
            return;
          }
          const selected = variants.filter(
            (v) =>
              (!update.variantIds || update.variantIds.includes(v.id)) &&
              (!update.choices || Object.entries(update.choices).every(([name, value]) => v.choices[name] === value)),
          );
          if (selected.length === 0 || (update.variantIds && selected.length < update.variantIds.length)) {
            violations.push({ field: `variants.${i}`, description: 'selects no variant of this product', violatedRule: 'VALIDATION' });
            return;
          }
          for (const variant of selected) {
            const current = touched.get(variant.id) ?? { ...variant };
            if (update.price !== undefined) current.priceMinor = toMinor(update.price, product.currency);
            if (update.cost !== undefined) current.costMinor = toMinor(update.cost, product.currency);
            if (update.weight !== undefined) current.weight = update.weight;
            if (update.sku !== undefined) {
              current.sku = update.sku || null;
              skuFields.set(variant.id, `variants.${i}.sku`);
            }
            if (update.visible !== undefined) current.visible = update.visible;
            if (update.stock?.quantity !== undefined) current.quantity = update.stock.quantity;
            if (update.stock?.inStock !== undefined) current.inStock = update.stock.inStock;
            touched.set(variant.id, current);
          }
        });
        if (violations.length) throw invalid(violations);
        await checkVariantSkus(tx, caller.siteId, id, variants, touched, skuFields);
        for (const variant of touched.values()) await variantsRepo.saveVariant(tx, variant);
        await repo.touchProduct(tx, caller.siteId, id);
        const wire = await afterChange(tx, caller, id, { variants: true });
        const ids = new Set(touched.keys());
        return wire.variants!.filter((v) => ids.has(v.id));
      }));
    },

    /** Every variant back to the product's own price, cost, weight and SKU, visible. */
    async resetVariants(caller: Caller, id: string) {
      await db.transaction(async (tx) => {
        const product = await lockProduct(tx, caller, id);
        await variantsRepo.clearVariantOverrides(tx, caller.siteId, id, { price: true, cost: true, weight: true, skuAndVisibility: true });
        // "Default" SKUs are the generated ones, distinct per variant.
        for (const variant of assignVariantSkus(await variantsRepo.listVariants(tx, caller.siteId, [id]), product.sku, null)) await variantsRepo.saveVariant(tx, variant);
        await repo.touchProduct(tx, caller.siteId, id);
        await afterChange(tx, caller, id, { variants: true });
      });
    },

    async deleteOptions(caller: Caller, id: string) {
      return db.transaction(async (tx) => {
        const product = await lockProduct(tx, caller, id);
        product.productOptions = [];
        product.manageVariants = false;
        await repo.saveProduct(tx, product);
        await syncVariants(tx, product, { quantity: product.trackInventory ? 0 : null, inStock: true });
        return afterChange(tx, caller, id, { variants: true });
      });
    },

    async removeField(caller: Caller, id: string, field: 'brand' | 'ribbon') {
      return db.transaction(async (tx) => {
        const product = await lockProduct(tx, caller, id);
        product[field] = null;
        await repo.saveProduct(tx, product);
        return afterChange(tx, caller, id);
      });
    },

    /** Adds media items (in order, after the existing ones); an item with `choice` is also shown for that choice. */
    async addMedia(caller: Caller, id: string, refs: readonly MediaRef[]) {
      return db.transaction(async (tx) => {
        const product = await lockProduct(tx, caller, id);
        const items = await resolveMediaRefs(tx, caller.siteId, refs, 'media');
        const violations: FieldViolation[] = [];
        refs.forEach((ref, i) => {
          if (ref.choice && !findChoice(product, ref.choice.option, ref.choice.choice)) {
            violations.push({ field: `media.${i}.choice`, description: 'the product has no such option and choice', violatedRule: 'VALIDATION' });
          }
        });
        if (violations.length) throw invalid(violations);
        for (const [i, item] of items.entries()) {
          if (!product.media.some((existing) => existing.id === item.id)) product.media.push(item);
          const choiceRef = refs[i]!.choice;
          if (choiceRef) {
            const choice = findChoice(product, choiceRef.option, choiceRef.choice)!;
            if (!choice.mediaIds.includes(item.id)) choice.mediaIds.push(item.id);
          }
        }
        if (product.media.length > 100) throw invalid([{ field: 'media', description: 'a product has at most 100 media items', violatedRule: 'MAX_SIZE' }]);
        await repo.saveProduct(tx, product);
        return afterChange(tx, caller, id);
      });
    },

    async removeMedia(caller: Caller, id: string, mediaIds: readonly string[]) {
      return db.transaction(async (tx) => {
        const product = await lockProduct(tx, caller, id);
        const gone = new Set(mediaIds);
        product.media = product.media.filter((item) => !gone.has(item.id));
        for (const option of product.productOptions) {
          for (const choice of option.choices) choice.mediaIds = choice.mediaIds.filter((mediaId) => !gone.has(mediaId));
        }
        await repo.saveProduct(tx, product);
        return afterChange(tx, caller, id);
      });
    },

    /** Shows existing product media for choices (add) or stops showing them (remove). */
    async changeChoiceMedia(caller: Caller, id: string, entries: ReadonlyArray<{ option: string; choice: string; mediaIds: string[] }>, mode: 'add' | 'remove') {
      return db.transaction(async (tx) => {
        const product = await lockProduct(tx, caller, id);
        const known = new Set(product.media.map((item) => item.id));
        const violations: FieldViolation[] = [];
        entries.forEach((entry, i) => {
          const choice = findChoice(product, entry.option, entry.choice);
          if (!choice) {
            violations.push({ field: `media.${i}`, description: 'the product has no such option and choice', violatedRule: 'VALIDATION' });
            return;
          }
          if (mode === 'remove') {
            // An empty list removes every media item of the choice.
            choice.mediaIds = entry.mediaIds.length === 0 ? [] : choice.mediaIds.filter((m) => !entry.mediaIds.includes(m));
            return;
          }
          entry.mediaIds.forEach((mediaId, j) => {
            if (!known.has(mediaId)) {
              violations.push({ field: `media.${i}.mediaIds.${j}`, description: 'add the media to the product first', violatedRule: 'VALIDATION' });
            } else if (!choice.mediaIds.includes(mediaId)) choice.mediaIds.push(mediaId);
          });
        });
        if (violations.length) throw invalid(violations);
        await repo.saveProduct(tx, product);
        return afterChange(tx, caller, id);
      });
    },

    /** Variants of one product, selected by choices and ids, with paging. */
    async productVariants(
      caller: Caller | undefined,
      siteId: string,
      id: string,
      query: { choices?: Record<string, string>; variantIds?: string[]; limit: number; offset: number; merchant: boolean },
    ) {
      const product = isUuid(id) ? await repo.findProduct(db, siteId, id) : undefined;
      const staff = readsCatalogAsMerchant(caller);
      if (!product || (!product.visible && !staff)) throw notFound('product', id);
      const matching = (await variantsRepo.listVariants(db, siteId, [id]))
        .map((variant) => toWireVariant(product, variant, { merchant: staff && query.merchant }))
        .filter((v) => staff || v.variant.visible)
        .filter((v) => !query.variantIds || query.variantIds.includes(v.id))
        .filter((v) => !query.choices || Object.entries(query.choices).every(([name, value]) => v.choices[name] === value));
      const page = matching.slice(query.offset, query.offset + query.limit);
      return { variants: page, metadata: { items: page.length, offset: query.offset }, totalResults: matching.length };
    },

    /**
     * What a shopper can still pick given the choices made so far: per choice whether some
     * visible variant with it (and the other selections) is in stock, and the variant once the
     * selection names every option.
     */
    async optionsAvailability(caller: Caller | undefined, siteId: string, id: string, selected: Record<string, string>) {
      const product = isUuid(id) ? await repo.findProduct(db, siteId, id) : undefined;
      if (!product || (!product.visible && !readsCatalogAsMerchant(caller))) throw notFound('product', id);
      const unknown = Object.entries(selected).filter(([name, value]) => !findChoice(product, name, value));
      if (unknown.length) {
        throw invalid(unknown.map(([name]) => ({ field: `options.${name}`, description: 'the product has no such option and choice', violatedRule: 'VALIDATION' as const })));
      }
      const [wire] = await present(db, [product], caller, { merchant: false });
      const variants = wire!.variants!.filter((v) => v.variant.visible);
      const matches = (v: (typeof variants)[number], except?: string) =>
        Object.entries(selected).every(([name, value]) => name === except || v.choices[name] === value);
      const productOptions = wire!.productOptions.map((option) => ({
        ...option,
        choices: option.choices.map((choice) => {
          const candidates = variants.filter((v) => matches(v, option.name) && v.choices[option.name] === choice.description);
          return { ...choice, inStock: candidates.some((v) => v.stock.inStock), visible: candidates.length > 0 };
        }),
      }));
      const complete = product.productOptions.every((option) => selected[option.name] !== undefined);
      const chosen = complete ? variants.find((v) => matches(v)) : undefined;
      const selectedVariant = chosen && {
        id: chosen.id,
        choices: chosen.choices,
        price: chosen.variant.priceData,
        convertedPriceData: chosen.variant.convertedPriceData,
        weight: chosen.variant.weight,
        sku: chosen.variant.sku,
        visible: chosen.variant.visible,
        inStock: chosen.stock.inStock,
        quantity: chosen.stock.quantity,
      };
      const choiceMedia = product.productOptions.flatMap((option) => {
        const value = selected[option.name];
        const choice = option.choices.find((c) => c.description === value || c.value === value);
        return choice ? choice.mediaIds : [];
      });
      const items = choiceMedia.length
        ? wire!.media.items.filter((item) => choiceMedia.includes(item.id))
        : wire!.media.items;
      return {
        availableForPurchase: !!chosen && chosen.stock.inStock && product.visible,
        productOptions,
        selectedVariant,
        media: { mainMedia: items[0], items },
      };
    },
  };
}

function findChoice(product: ProductRecord, optionName: string, value: string) {
  const option = product.productOptions.find((o) => o.name === optionName);
  return option?.choices.find((c) => c.description === value || c.value === value);
}

export type ProductsService = ReturnType<typeof createProductsService>;

/** Two saves raced for one SKU and the unique index (migration 040) stopped the second: 409, as the check would have. */
async function skuRaceAsConflict<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isSkuUniqueViolation(error)) throw skuTaken([{ field: 'product.sku', description: 'this SKU was just taken by another save', violatedRule: 'VALIDATION' }]);
    throw error;
  }
}
