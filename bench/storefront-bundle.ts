import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chunkFiles, htmlChunks, type Manifest } from '../apps/storefront/src/server/page-chunks';

/** The storefront's budget for the first load of home, catalogue and a product page, min+gzip, in KB (issue 12). */
export const storefrontBudgetKb = 96;
/** The routes the budget applies to: where shoppers land. */
export const budgetedRoutes = ['home', 'catalogue', 'product'];

const root = fileURLToPath(new URL('..', import.meta.url));

export interface RouteBytes {
  route: string;
  gzipKb: number;
  /** The page's own chunk. */
  file: string;
  /** The chunks a first visit to the route downloads (the entry's and the page's static imports). */
  files: string[];
}

/**
 * Builds the storefront for production into a fresh temporary folder (never its `dist`, which the
 * browser tests serve) and returns that folder. NODE_ENV is set to production: under Vitest it is
 * `test`, and Vite would then bundle React's development build.
 */
export async function buildStorefront(): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'vitrine-storefront-'));
  const result = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: join(root, 'apps/storefront'),
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`vite build of apps/storefront failed: ${result.stderr}`);
  return outDir;
}

export const removeBuild = (outDir: string) => rm(outDir, { recursive: true, force: true });

/**
 * The JavaScript each page's first visit downloads, min+gzip, from Vite's manifest: the scripts
 * of index.html and what they import, plus the page's chunk and its imports, transitively. Each file is gzipped on its own, as it travels.
 */
export async function routeBytes(dist: string): Promise<RouteBytes[]> {
  const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const gzipped = new Map<string, number>();
  const sizeOf = async (file: string) => {
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(await readFile(join(dist, file)), { level: 9 }).length);
    return gzipped.get(file)!;
  };
  const entry = htmlChunks(manifest, await readFile(join(dist, 'index.html'), 'utf8'));
  const routes = Object.keys(manifest).filter((key) => key.startsWith('src/app/routes/') && key !== 'src/app/routes/root-layout.tsx');
  const rows: RouteBytes[] = [];
  for (const route of routes) {
    const files = [...new Set([...entry, ...chunkFiles(manifest, route)])].map((key) => manifest[key]!.file);
    let bytes = 0;
    for (const file of files) bytes += await sizeOf(file);
    rows.push({ route: route.replace('src/app/routes/', '').replace('.tsx', ''), gzipKb: Math.round((bytes / 1024) * 10) / 10, file: manifest[route]!.file, files });
  }
  return rows.sort((a, b) => a.route.localeCompare(b.route));
}
