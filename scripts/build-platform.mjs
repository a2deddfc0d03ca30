// Compiles the platform's CLI to one JavaScript file, packages/platform/dist/cli.mjs, when it is
// missing or older than the platform's sources, so a start runs plain JavaScript instead of
// compiling the TypeScript again (tsx) every time. Dependencies stay in node_modules (external),
// except the workspace's own packages (@vitrine/sdk), which are bundled from their sources;
// files the platform reads at run time (migrations, seed assets) are found from
// packages/platform/src/paths.ts, which the bundle's location keeps right.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
const platformDir = join(root, 'packages', 'platform');
export const builtCli = join(platformDir, 'dist', 'cli.mjs');

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((entry) => newestMtime(join(path, entry))));
}

/** True when the bundle is missing, or a source, the package manifest or the lockfile is newer. */
export function isPlatformStale() {
  if (!existsSync(builtCli)) return true;
  const inputs = [
    join(platformDir, 'src'),
    join(platformDir, 'package.json'),
    join(root, 'packages', 'sdk', 'src'),
    join(root, 'package-lock.json'),
    new URL(import.meta.url).pathname,
  ];
  return Math.max(...inputs.map(newestMtime)) > statSync(builtCli).mtimeMs;
}

/** npm dependencies stay external; workspace packages are bundled (they have no build of their own here). */
const externalDependencies = {
  name: 'external-dependencies',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@vitrine/') ? undefined : { path: args.path, external: true }));
  },
};

/** Builds the CLI bundle when stale; returns its path. */
export async function buildPlatformIfStale({ log = (line) => console.log(line) } = {}) {
  if (!isPlatformStale()) return builtCli;
  log('compiling the platform (once, until its sources change)…');
  await build({
    entryPoints: [join(platformDir, 'src', 'cli.ts')],
    outfile: builtCli,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [externalDependencies],
    conditions: ['@vitrine/source'],
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  return builtCli;
}
