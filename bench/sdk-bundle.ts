import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { BenchRow } from './lib';

const budgetBytes = 8 * 1024;

/**
 * The SDK as a storefront-style program ships it: client, OAuth, current cart, product query,
 * checkout and redirect session, bundled, minified and gzipped by esbuild.
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
  });
  const code = result.outputFiles[0]!.contents;
  const gzipped = gzipSync(code, { level: 9 }).length;
  return [
    {
      bench: 'sdk bundle',
      subject: 'storefront program (min+gzip)',
      value: Math.round((gzipped / 1024) * 100) / 100,
      unit: 'KB',
      baseline: `budget ${budgetBytes / 1024} KB`,
      note: gzipped > budgetBytes ? 'OVER BUDGET' : `${Math.round((code.length / 1024) * 10) / 10} KB minified`,
    },
  ];
}
