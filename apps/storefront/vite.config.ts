import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

/**
 * The storefront is rendered on the server and hydrated in the browser. Two builds: the browser's
 * (`vite build`, into dist/) and the server entry (`vite build --ssr src/entry-server.tsx`, into
 * dist/server/), which the platform and apps/storefront/server.mjs load. Workspace packages
 * resolve to their `src` through the `@vitrine/source` condition, so no package needs building
 * first; the server build bundles them and leaves the npm packages (React, TanStack Query, wouter)
 * to Node. In development (`npm run dev -w apps/storefront`) API calls go to VITRINE_PLATFORM_URL.
 */
const platform = process.env.VITRINE_PLATFORM_URL ?? 'http://127.0.0.1:3000';
const apiPrefixes = ['/ecom', '/stores', '/stores-reader', '/v2', '/_api', '/headless', '/oauth2', '/media', '/_storefront'];

/**
 * What every page needs (React, the router, TanStack Query, the SDK and the bindings, the store's
 * shared code and the cart button) goes into one `shell` chunk: left to itself the bundler cut it
 * into a dozen small chunks, and gzip, which compresses each file alone, made them about 4 KB
 * heavier together. Pages and the member sign-in flows (a lazy SDK import) stay separate chunks;
 * so do the cart page's totals and coupon form, which only the cart page shows (about 1.3 KB), and
 * the cart drawer with its lines, loaded when the page is idle (about 1.2 KB).
 */
const shellModules =
  /node_modules|packages\/(sdk|react)\/src|apps\/storefront\/src\/(lib|components|config)\/|apps\/storefront\/src\/features\/cart\/components\/cart-button\./;
const lazySdkModules = /packages\/sdk\/src\/(auth\/(login-result|member-flows)|modules\/(identity|recovery|verification))\.ts/;
// The country and region lists (packages/app-kit/src/places.ts) load when an address form needs them.
const lazyData = /node_modules\/iso-3166\//;
const inShell = (id: string) => shellModules.test(id) && !lazySdkModules.test(id) && !lazyData.test(id);

export default defineConfig(({ isSsrBuild }) => ({
  base: '/',
  plugins: [react()],
  resolve: { conditions: ['@vitrine/source', ...defaultClientConditions] },
  ssr: {
    resolve: { conditions: ['@vitrine/source', ...defaultServerConditions], externalConditions: ['@vitrine/source'] },
    noExternal: ['@vitrine/sdk', '@vitrine/react', '@vitrine/app-kit'],
  },
  server: { proxy: Object.fromEntries(apiPrefixes.map((prefix) => [prefix, platform])) },
  build: isSsrBuild
    ? { target: 'node20', outDir: 'dist/server', emptyOutDir: true, sourcemap: false, copyPublicDir: false }
    : {
        target: 'es2022',
        sourcemap: false,
        chunkSizeWarningLimit: 400,
        // The manifest lets bench/storefront.ts add up the JavaScript each route loads.
        manifest: true,
        // Browsers without <link rel=modulepreload> still load every chunk, one request later.
        modulePreload: { polyfill: false },
        rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'shell', test: inShell }] } } },
      },
}));
