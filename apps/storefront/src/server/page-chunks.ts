import { readFileSync } from 'node:fs';

/** One chunk of Vite's manifest of the browser build (`dist/.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** The manifest next to the server build, or undefined where there is none (a server entry run from source). */
export function readManifest(url: URL): Manifest | undefined {
  try {
    return JSON.parse(readFileSync(url, 'utf8')) as Manifest;
  } catch {
    return undefined;
  }
}

/** The files a chunk loads before it runs: itself and its static imports, transitively. */
export function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (seen.has(key) || !chunk) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, seen);
  return seen;
}

/**
 * The chunks the built index.html loads with its own scripts (the shell and what it imports). Read
 * from the HTML, not from the manifest: the entry, main.tsx, is inside the shell chunk
 * (vite.config.ts), and the manifest then lists no entry of its own.
 */
export function htmlChunks(manifest: Manifest, html: string): Set<string> {
  const loaded = new Set<string>();
  for (const [, file] of html.matchAll(/<script type="module"[^>]* src="\/([^"]+)"/g)) {
    const key = Object.keys(manifest).find((candidate) => manifest[candidate]!.file === file);
    if (key) chunkFiles(manifest, key, loaded);
  }
  return loaded;
}

/** A page's module, `src/app/routes/<name>.tsx`, as the manifest names it. */
export const pageKey = (name: string) => `src/app/routes/${name}.tsx`;

/**
 * `<link rel="modulepreload">` tags for the chunks of the page being rendered that the HTML's own
 * scripts (the entry's) do not load: main.tsx imports the page before hydrating, so without them
 * the browser would ask for the page only once the shell has run, and for the page's imports only
 * once the page has arrived.
 */
export function pagePreloadTags(manifest: Manifest | undefined, template: string, page: string | undefined): string {
  if (!manifest || !page) return '';
  const loaded = htmlChunks(manifest, template);
  return [...chunkFiles(manifest, pageKey(page))]
    .filter((key) => !loaded.has(key))
    .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`)
    .join('');
}
