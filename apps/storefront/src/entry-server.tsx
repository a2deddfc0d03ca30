/**
 * The storefront's server entry (built by `vite build --ssr`): what a host calls for each request
 * under the store. The platform's plugin (packages/platform/src/plugins/storefront-ssr.ts) and the
 * standalone server (apps/storefront/server.mjs) are the two hosts.
 */
import { readManifest } from './server/page-chunks';
import { renderPage as renderWithManifest } from './server/render-page';
import type { StoreRequest } from './server/types';

// Vite's manifest of the browser build, in dist/.vite/ beside this file's dist/server/: which
// chunks each page loads, for the page's preload tags.
const manifest = readManifest(new URL('../.vite/manifest.json', import.meta.url));

export const renderPage = (request: StoreRequest, template: string, ifNoneMatch?: string) => renderWithManifest(request, template, ifNoneMatch, manifest);
export type { RenderedPage } from './server/render-page';
export { handleSession, type SessionResponse } from './server/session-handler';
export type { StoreRequest, StoreResponseHead } from './server/types';
export { handleSearchFiles, type TextResponse } from './server/sitemap';
export { handleCartForm, type RedirectResponse } from './server/cart-form';
