import type { AnswerCacheOptions } from './answer-cache';
import type { CatalogCaching } from './read-caching';

/** Catalogue settings of one platform process (`PlatformOptions.catalog`). */
export interface CatalogOptions {
  /**
   * `query-platformized` stops counting matches here: past it an answer says
   * `metadata.tooManyToCount: true` and `totalResults` is this bound. Default 10 000, so a count
   * never costs more than reading that many index entries; tests set it low.
   */
  countBound?: number;
  /**
   * Counts of at least this many matches are kept 10 s per site, filter and bound (count-cache.ts),
   * so a popular query does not count again on every page. Default 1 000; tests set it low.
   */
  countsKeptFrom?: number;
  /**
   * How long a visitor's catalogue read may be kept by browsers and shared caches, and served
   * stale while revalidating (read-caching.ts). Default 60 s and 600 s.
   */
  caching?: Partial<CatalogCaching>;
  /**
   * Answers of product reads and product queries kept as sent, for callers who see what a visitor
   * sees, while the site's catalogue is unchanged (answer-cache.ts); `false` builds every answer
   * afresh. Default 2,000 answers and 64 Mi characters of JSON over all sites.
   */
  answers?: Partial<AnswerCacheOptions> | false;
}

export const defaultCountBound = 10_000;

// The catalogue declares its own platform option, so the app's options need no catalogue import.
declare module '../../app' {
  interface PlatformOptions {
    /** Catalogue settings (read per request, so a test may lower the bound on a running platform). */
    catalog?: CatalogOptions;
  }
}
