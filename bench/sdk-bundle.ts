import { build, type Metafile } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { BenchRow } from './lib';

/**
 * The SDK's budget for a storefront-style program's first load, min+gzip: 8 KB from issue 2,
 * plus 0.5 KB for call timeouts and cancellation (issue 17: `TimeoutError`, `AbortSignal` to
 * fetch and retry waits, `client.withOptions`), which cost about 0.4 KB and every call uses.
 */
export const sdkBudgetBytes = 8.5 * 1024;

const fixture = fileURLToPath(new URL('./fixtures/storefront-program.ts', import.meta.url));

export interface BundleChunk {
  file: string;
  minifiedBytes: number;
  gzipBytes: number;
  /** Source files with code in this chunk, relative to the repository. */
  sources: string[];
}

export interface SdkBundleSize {
  /** The entry and every chunk it imports statically, transitively: what a first visit downloads. */
  firstLoad: BundleChunk[];
  firstLoadGzipBytes: number;
  /** Chunks reached only through a dynamic import (the member sign-in flows). */
  lazy: BundleChunk[];
  lazyGzipBytes: number;
}

/** Output paths the entry loads before it runs: its static imports, followed transitively. */
function staticClosure(outputs: Metafile['outputs'], entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    for (const imported of outputs[path]?.imports ?? []) if (imported.kind === 'import-statement') visit(imported.path);
  };
  visit(entry);
  return seen;
}

const total = (chunks: BundleChunk[]) => chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);

/**
 * Bundles the storefront program (client, OAuth, current cart, product query, checkout, redirect
 * session) as an app's bundler would: esbuild, minified, code split, so a dynamic import becomes
 * its own chunk. Each chunk is gzipped on its own, as the browser downloads it.
 */
export async function measureSdkBundle(): Promise<SdkBundleSize> {
  const result = await build({
    entryPoints: [fixture],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    conditions: ['@vitrine/source'],
    write: false,
    treeShaking: true,
    splitting: true,
    outdir: 'bench-out',
    metafile: true,
    logLevel: 'silent',
  });
  const outputs = result.metafile.outputs;
  const entry = Object.keys(outputs).find((path) => outputs[path]!.entryPoint !== undefined)!;
  const firstLoadPaths = staticClosure(outputs, entry);
  const firstLoad: BundleChunk[] = [];
  const lazy: BundleChunk[] = [];
  for (const path of Object.keys(outputs).filter((name) => name.endsWith('.js'))) {
    const file = result.outputFiles.find((output) => output.path.endsWith(path))!;
    const chunk = {
      file: path.replace(/^bench-out\//, ''),
      minifiedBytes: file.contents.length,
      gzipBytes: gzipSync(file.contents, { level: 9 }).length,
      sources: Object.entries(outputs[path]!.inputs).filter(([, input]) => input.bytesInOutput > 0).map(([source]) => source),
    };
    (firstLoadPaths.has(path) ? firstLoad : lazy).push(chunk);
  }
  return { firstLoad, firstLoadGzipBytes: total(firstLoad), lazy, lazyGzipBytes: total(lazy) };
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 100) / 100;
const minifiedKb = (chunks: BundleChunk[]) => Math.round((chunks.reduce((sum, chunk) => sum + chunk.minifiedBytes, 0) / 1024) * 10) / 10;

/** The bench rows: the first load against the budget, and what the first sign-in adds. */
export async function sdkBundleBench(): Promise<BenchRow[]> {
  const size = await measureSdkBundle();
  return [
    {
      bench: 'sdk bundle',
      subject: 'storefront program, first load (min+gzip)',
      value: kb(size.firstLoadGzipBytes),
      unit: 'KB',
      baseline: `budget ${sdkBudgetBytes / 1024} KB`,
      note: `${size.firstLoadGzipBytes > sdkBudgetBytes ? 'OVER BUDGET; ' : ''}${size.firstLoad.length} chunks, ${minifiedKb(size.firstLoad)} KB minified`,
    },
    {
      bench: 'sdk bundle',
      subject: 'loaded on first sign-in (min+gzip)',
      value: kb(size.lazyGzipBytes),
      unit: 'KB',
      note: `member flows (register, login, verification, direct login): ${size.lazy.length} chunks`,
    },
  ];
}
