import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/**
 * The hosted app is served by the platform at `/hosted/`. Workspace packages resolve to their `src`
 * through the `@vitrine/source` condition, so no package needs building first. In development
 * (`npm run dev -w apps/hosted`) API calls go to the platform named by VITRINE_PLATFORM_URL.
 */
const platform = process.env.VITRINE_PLATFORM_URL ?? 'http://127.0.0.1:3000';
const apiPrefixes = ['/ecom', '/stores', '/stores-reader', '/v2', '/_api', '/headless', '/oauth2', '/media'];

export default defineConfig({
  base: '/hosted/',
  plugins: [react()],
  resolve: { conditions: ['@vitrine/source', ...defaultClientConditions] },
  server: { proxy: Object.fromEntries(apiPrefixes.map((prefix) => [prefix, platform])) },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 300 },
});
