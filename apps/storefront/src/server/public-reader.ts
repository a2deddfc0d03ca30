import { memoryTokenStorage } from '@vitrine/sdk/auth';

/**
 * Public pages and the sitemap are read as one anonymous visitor per store and process, made by
 * the first such request and renewed when its token expires (the SDK's own renewal): a crawler
 * walking the catalogue no longer makes a visitor, a database row and a signed token, per page.
 * That visitor's tokens go into no page and no cookie, and a public page holds no shopper data
 * (cache-policy.ts). Storage is keyed by client id, so each store has its own.
 */
export const publicReaderTokens = memoryTokenStorage();
