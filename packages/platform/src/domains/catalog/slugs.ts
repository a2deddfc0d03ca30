import type { Queryable } from '../../db/database';
import { lockName } from '../../db/named-lock';
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
 * Picks the slug of a product or collection, unique per site, inside the caller's transaction: the
 * one asked for, which must be free (a 409 `SLUG_ALREADY_EXISTS` otherwise), or, when none is asked
 * for, one made from the name, with `-2`, `-3`, … until a free one is found.
 *
 * @example
 * const uniqueSlug = uniqueSlugs('product', repo.slugTaken);
 * await uniqueSlug(tx, siteId, undefined, 'Linen Shirt'); // 'linen-shirt', or 'linen-shirt-2' …
 */
export function uniqueSlugs(kind: 'product' | 'collection', taken: SlugTaken) {
  return async (q: Queryable, siteId: string, wanted: string | undefined, name: string, exceptId?: string): Promise<string> => {
    // Saves picking a slug from the same start take turns (until each one's transaction ends), so
    // the second sees the first's slug and moves on to the next: 8 products named alike at once get 8 slugs.
    await lockName(q, `${kind} slug ${siteId} ${wanted ?? slugify(name)}`);
    if (wanted) {
      if (await taken(q, siteId, wanted, exceptId)) throw slugTaken(kind, wanted);
      return wanted;
    }
    const base = slugify(name);
    for (let n = 1; ; n++) {
      const candidate = n === 1 ? base : `${base}-${n}`;
      if (!(await taken(q, siteId, candidate, exceptId))) return candidate;
    }
  };
}

const slugTaken = (kind: 'product' | 'collection', slug: string) =>
  new AppError('conflict', 'Slug already exists', {
    applicationError: { code: 'SLUG_ALREADY_EXISTS', description: `Another ${kind} of the site has the slug ${slug}`, data: { slug } },
  });

/** A unique violation on a site's slugs: another save took the slug between this one's check and its write. */
const isSlugRace = (error: unknown) => {
  const { code, constraint, message } = (error ?? {}) as { code?: unknown; constraint?: string; message?: string };
  return code === '23505' && `${constraint ?? ''} ${message ?? ''}`.includes('_slug_key');
};

/**
 * Runs `save` (a whole transaction that picks a slug with `uniqueSlugs`), again when a concurrent
 * save took the slug it picked (saves from the same name take turns on `uniqueSlugs`' lock; this
 * covers a slug made from one name meeting one asked for or made from another): one made from the name then moves on to the next free one, where
 * the race was a 500; a slug the caller asked for is a 409 `SLUG_ALREADY_EXISTS`, as when it was
 * taken before.
 */
export async function savingSlug<T>(kind: 'product' | 'collection', wanted: string | undefined, save: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await save();
    } catch (error) {
      if (!isSlugRace(error)) throw error;
      if (wanted !== undefined || attempt === 5) throw slugTaken(kind, wanted ?? 'made from the name');
    }
  }
}
