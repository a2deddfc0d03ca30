import { readsCatalogAsMerchant, type Caller } from '../../lib/caller';
import type { AnswerFacts } from './answer-cache';
import { defaultCountBound } from './catalog.options';
import { createCountCache } from './count-cache';
import type { QueryInput } from './catalog.schemas';
import { compileProductQuery } from './product-query';
import * as repo from './products.repository';
import type { CatalogDeps, ProductsService } from './products.service';

export const defaultLimit = 50;

/**
 * `query-platformized`: filter, sort and offset paging over the site's products. Visitors and
 * members, and API keys without a catalogue permission, see visible products only; the merchant sees all.
 */
export function createProductSearch(deps: CatalogDeps, products: ProductsService) {
  const counts = createCountCache();
  return async function queryProducts(
    caller: Caller | undefined,
    siteId: string,
    input: { query?: QueryInput; includeVariants?: boolean; includeMerchantSpecificData?: boolean },
    facts: AnswerFacts = {},
  ) {
    const staff = readsCatalogAsMerchant(caller);
    // Counting stops here: past it an answer says `tooManyToCount` and the total is this bound.
    const countBound = deps.countBound?.() ?? defaultCountBound;
    // Price filters convert to the site's currency inside the statement, so nothing is read first.
    const compiled = compileProductQuery(input.query ?? {}, { siteId, visibleOnly: !staff });
    const limit = input.query?.paging?.limit ?? defaultLimit;
    const offset = input.query?.paging?.offset ?? 0;
    // One statement: the page with each product's variants and collection ids, and the bounded
    // count when the page cannot tell the total (a page that is not full ends the result) and no
    // large count of the same query is kept.
    const countKey = counts.keyOf(compiled, countBound);
    const kept = counts.get(countKey);
    const knownCount = kept?.count;
    const page = await repo.selectProductPage(deps.db, compiled, { limit, offset, bound: countBound, knownCount });
    if (page.counted !== undefined && knownCount === undefined) counts.set(countKey, page.counted, deps.countsKeptFrom?.());
    facts.catalogVersion = page.catalogVersion;
    // A kept count may be a few seconds behind the version read with the page: the answer holds only as long.
    if (kept && page.counted !== undefined) facts.validUntilMs = kept.keptUntilMs;
    const rows = page.products;
    const lastPage = page.counted === undefined;
    const counted = page.counted ?? offset + rows.length;
    const tooManyToCount = !lastPage && counted > countBound;
    // The page's statement read each product's variants and collection ids beside it.
    const wire = products.presentLoaded(rows, caller, { merchant: !!input.includeMerchantSpecificData, includeVariants: !!input.includeVariants });
    const total = tooManyToCount ? countBound : counted;
    // The published client reads its totalCount and tooManyToCount from `metadata`; readers of
    // the typed response read `totalResults`. Both carry the same count.
    return { products: wire, metadata: { items: wire.length, offset, total, tooManyToCount }, totalResults: total };
  };
}
