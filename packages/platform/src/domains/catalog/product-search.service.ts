import { queryOne } from '../../db/database';
import type { Caller } from '../../lib/caller';
import { defaultCountBound } from './catalog.options';
import type { QueryInput } from './catalog.schemas';
import { compileProductQuery } from './product-query';
import * as repo from './products.repository';
import type { CatalogDeps, ProductsService } from './products.service';

export const defaultLimit = 50;

/**
 * `query-platformized`: filter, sort and offset paging over the site's products. Visitors and
 * members see visible products only; staff see all.
 */
export function createProductSearch(deps: CatalogDeps, products: ProductsService) {
  return async function queryProducts(
    caller: Caller | undefined,
    siteId: string,
    input: { query?: QueryInput; includeVariants?: boolean; includeMerchantSpecificData?: boolean },
  ) {
    const staff = caller?.identityType === 'WIX_USER' || caller?.identityType === 'APP';
    // Counting stops here: past it an answer says `tooManyToCount` and the total is this bound.
    const countBound = deps.countBound?.() ?? defaultCountBound;
    const site = await queryOne<{ currency: string }>(deps.db, 'SELECT currency FROM sites WHERE id = $1', [siteId]);
    const compiled = compileProductQuery(input.query ?? {}, { siteId, currency: site?.currency ?? 'USD', visibleOnly: !staff });
    const limit = input.query?.paging?.limit ?? defaultLimit;
    const offset = input.query?.paging?.offset ?? 0;
    const rows = limit === 0 ? [] : await repo.selectProducts(deps.db, compiled.where, compiled.orderBy, compiled.params, limit, offset);
    // A page that is not full ends the result, so its total is known without counting.
    const lastPage = limit > 0 && rows.length < limit && (rows.length > 0 || offset === 0);
    const counted = lastPage ? offset + rows.length : await repo.countProducts(deps.db, compiled.where, compiled.params, countBound);
    const tooManyToCount = !lastPage && counted > countBound;
    const wire = rows.length
      ? await products.present(deps.db, rows, caller, { merchant: !!input.includeMerchantSpecificData, includeVariants: !!input.includeVariants })
      : [];
    const total = tooManyToCount ? countBound : counted;
    // The published client reads its totalCount and tooManyToCount from `metadata`; readers of
    // the typed response read `totalResults`. Both carry the same count.
    return { products: wire, metadata: { items: wire.length, offset, total, tooManyToCount }, totalResults: total };
  };
}
