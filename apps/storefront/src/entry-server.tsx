/**
 * The storefront's server entry (built by `vite build --ssr`): what a host calls for each request
 * under the store. The platform's plugin (packages/platform/src/plugins/storefront-ssr.ts) and the
 * standalone server (apps/storefront/server.mjs) are the two hosts.
 */
export { renderPage, type RenderedPage } from './server/render-page';
export { handleSession, type SessionResponse } from './server/session-handler';
export type { StoreRequest, StoreResponseHead } from './server/types';
export { handleSearchFiles, type TextResponse } from './server/sitemap';
export { handleCartForm, type RedirectResponse } from './server/cart-form';
