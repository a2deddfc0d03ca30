import react from '@vitejs/plugin-react';
import { htmlShell, platformProxy } from '@vitrine/app-kit/vite-app';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

/**
 * The storefront is rendered on the server and hydrated in the browser. Two builds: the browser's
 * (`vite build`, into dist/) and the server entry (`vite build --ssr src/entry-server.tsx`, into
 * dist/server/), which the platform and apps/storefront/server.mjs load. Workspace packages
 * resolve to their `src` through the `@vitrine/source` condition, so no package needs building
 * first. The server build bundles everything, the npm packages too, with `process.env.NODE_ENV`
 * fixed to production: left to Node, React picked its development build in any host that does not
 * set NODE_ENV (`npm start`, the bench, the tests), and rendered a product page about twice as
 * slowly (docs/storefront.md, "Server rendering"). The page's document is the app kit's
 * (`htmlShell`); in development (`npm run dev -w apps/storefront`) API calls, and the storefront's
 * own `/_storefront` routes, go to VITRINE_PLATFORM_URL.
 */

/**
 * One `shell` chunk holds what the first load of every page needs: what the entry (main.tsx)
 * imports, and what two of the pages shoppers land on (home, catalogue, product) share (the product
 * card, prices, pictures). Left to itself the bundler cut that into a dozen small chunks, and gzip,
 * which compresses each file alone, made them about 4 KB heavier together. The shell follows the
 * import graph, not folders: code only later pages import (checkout, account, sign-in, the cart
 * page, the cart drawer loaded when the page is idle, SDK modules loaded on first call) stays with
 * them, however shared its folder is.
 *
 * A package's index re-exports all of it, so the walk does not pass through one: the bundler places
 * what is reached only through an index (the SDK's hosted sign-in, say) by what is actually used.
 * The one index whose modules the shell wants is @vitrine/react's: its hooks, but for those only
 * later pages use (checkout, orders, the cart's changes, sign-in).
 */
const entry = /apps\/storefront\/src\/main\.tsx$/;
const landingPages = /apps\/storefront\/src\/app\/routes\/(home|catalogue|product)\.tsx$/;
const packageIndex = /packages\/[a-z-]+\/src\/(auth\/)?index\.ts$/;
const shellHooks = /packages\/react\/src\/(?!(checkout|orders|cart-changes|member-sign-in)\.ts$)[a-z-]+\.tsx?$/;
type ModuleGraph = { getModuleInfo(id: string): { importers: string[] } | null };

/** The entry and the landing pages that reach `id` through static imports (not through a package index). */
function staticRoots(id: string, graph: ModuleGraph, memo: Map<string, Set<string>>): Set<string> {
  const known = memo.get(id);
  if (known) return known;
  const roots = new Set<string>();
  memo.set(id, roots); // an import cycle stops here
  if (entry.test(id) || landingPages.test(id)) roots.add(id);
  for (const importer of graph.getModuleInfo(id)?.importers ?? []) {
    if (packageIndex.test(importer)) continue;
    for (const root of staticRoots(importer, graph, memo)) roots.add(root);
  }
  return roots;
}

function shellChunk(): (id: string, graph: ModuleGraph) => string | null {
  const memo = new Map<string, Set<string>>();
  return (id, graph) => {
    if (landingPages.test(id)) return null;
    if (shellHooks.test(id)) return 'shell';
    const roots = staticRoots(id, graph, memo);
    return roots.size >= 2 || [...roots].some((root) => entry.test(root)) ? 'shell' : null;
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  base: '/',
  plugins: [react(), htmlShell()],
  resolve: {
    conditions: ['@vitrine/source', ...defaultClientConditions],
    alias: { 'use-sync-external-store/shim/index.js': fileURLToPath(new URL('src/lib/use-sync-external-store.ts', import.meta.url)) },
  },
  ssr: {
    resolve: { conditions: ['@vitrine/source', ...defaultServerConditions], externalConditions: ['@vitrine/source'] },
    noExternal: true,
  },
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  server: { proxy: platformProxy(['/_storefront']) },
  build: isSsrBuild
    ? { target: 'node20', outDir: 'dist/server', emptyOutDir: true, sourcemap: false, copyPublicDir: false }
    : {
        target: 'es2022',
        sourcemap: false,
        chunkSizeWarningLimit: 400,
        // The manifest says which chunks each page loads: the server preloads the page's
        // (server/page-chunks.ts) and bench/storefront.ts adds them up.
        manifest: true,
        // No module preload (about 1 KB gzip of chunk lists in the shell, one per dynamic import):
        // the server's preload tags fetch the first page's chunks with the shell; after a
        // navigation a page's imports follow it.
        modulePreload: false,
        rolldownOptions: {
          output: {
            codeSplitting: { groups: [{ name: shellChunk(), debugName: 'shell' }] },
            // The shell names every page's chunk it may import; 6 hash characters (36 bits) tell a
            // changed chunk from the cached one as well as 8 do, in fewer bytes of every first load.
            chunkFileNames: 'assets/[name]-[hash:6].js',
          },
        },
      },
}));
