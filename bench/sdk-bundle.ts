import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { BenchRow } from './lib';

const budgetBytes = 8 * 1024;

/**
 * The SDK as a storefront-style program ships it: client, OAuth, current cart, product query,
 * checkout and redirect session, bundled, minified and gzipped by esbuild. The first-load figure
 * is the entry chunk; the member sign-in flows load on first use and are reported apart.
 */
export async function sdkBundleBench(): Promise<BenchRow[]> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./fixtures/storefront-program.ts', import.meta.url))],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    conditions: ['@vitrine/source'],
    write: false,
    treeShaking: true,
    // Split as an app's bundler would: what a dynamic import loads is not part of the first load.
    splitting: true,
    outdir: 'bench-out',
    metafile: true,
  });
  const entryName = Object.entries(result.metafile!.outputs).find(([, output]) => output.entryPoint)![0];
  const entry = result.outputFiles.find((file) => file.path.endsWith(entryName))!;
  const code = entry.contents;
  const gzipped = gzipSync(code, { level: 9 }).length;
  const onDemand = result.outputFiles
    .filter((file) => file !== entry && file.path.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSync(file.contents, { level: 9 }).length, 0);
  return [
    {
      bench: 'sdk bundle',
      subject: 'storefront program (min+gzip)',
      value: Math.round((gzipped / 1024) * 100) / 100,
      unit: 'KB',
      baseline: `budget ${budgetBytes / 1024} KB`,
      note: `${gzipped > budgetBytes ? 'OVER BUDGET; ' : ''}${Math.round((code.length / 1024) * 10) / 10} KB minified`,
    },
    {
      bench: 'sdk bundle',
      subject: 'loaded on first sign-in (min+gzip)',
      value: Math.round((onDemand / 1024) * 100) / 100,
      unit: 'KB',
      note: 'member flows: register, login, verification, direct login',
    },
  ];
}
