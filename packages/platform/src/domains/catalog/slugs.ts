import type { Queryable } from '../../db/database';
import { AppError } from '../../lib/app-error';

/** `"Linen Shirt — Blue"` → `"linen-shirt-blue"`. */
function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 90)
    .replace(/-+$/, '');
  return slug || 'product';
}

/** A repository's question: does another row of the site than `exceptId` have this slug? */
type SlugTaken = (q: Queryable, siteId: string, slug: string, exceptId?: string) => Promise<boolean>;

/**
 * Picks the slug of a product or collection, unique per site: the one asked for, which must be
 * free (a 409 `SLUG_ALREADY_EXISTS` otherwise), or, when none is asked for, one made from the
 * name, with `-2`, `-3`, … until a free one is found.
 *
 * @example
 * const uniqueSlug = uniqueSlugs('product', repo.slugTaken);
 * await uniqueSlug(tx, siteId, undefined, 'Linen Shirt'); // 'linen-shirt', or 'linen-shirt-2' …
 */
export function uniqueSlugs(kind: 'product' | 'collection', taken: SlugTaken) {
  return async (q: Queryable, siteId: string, wanted: string | undefined, name: string, exceptId?: string): Promise<string> => {
    if (wanted) {
      if (await taken(q, siteId, wanted, exceptId)) {
        throw new AppError('conflict', 'Slug already exists', {
          applicationError: { code: 'SLUG_ALREADY_EXISTS', description: `Another ${kind} of the site has the slug ${wanted}`, data: { slug: wanted } },
        });
      }
      return wanted;
    }
    const base = slugify(name);
    for (let n = 1; ; n++) {
      const candidate = n === 1 ? base : `${base}-${n}`;
      if (!(await taken(q, siteId, candidate, exceptId))) return candidate;
    }
  };
}
