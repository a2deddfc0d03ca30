import { fileURLToPath } from 'node:url';

/**
 * The platform package's folder (`packages/platform/`), found from this module's own address.
 * This file sits one folder down (`src/paths.ts`), exactly as the built CLI does
 * (`dist/cli.mjs`, see scripts/platform.mjs), so the same expression is right in both: files
 * read at run time (migrations, seed assets, the built apps) are found from here.
 */
export const platformRoot = fileURLToPath(new URL('../', import.meta.url));

export const sourceFile = (...segments: string[]) => [platformRoot + 'src', ...segments].join('/');
