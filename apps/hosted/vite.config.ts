import { staticAppConfig } from '@vitrine/app-kit/vite-app';
import { defineConfig } from 'vite';

/**
 * The hosted app is served by the platform at `/hosted/`, built as the app kit's static app
 * (`@vitrine/app-kit/vite-app`); in development its API calls go to VITRINE_PLATFORM_URL.
 */
export default defineConfig(staticAppConfig({ base: '/hosted/' }));
