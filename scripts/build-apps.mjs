// Builds the React apps whose `dist` is missing or older than their sources (the app itself and
// the workspace packages it compiles from source). Used by `npm start` and the end-to-end harness.
// An app with a server entry (the storefront's src/entry-server.tsx) also gets its server build,
// in dist/server, after the browser build (which empties dist).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
export const appNames = ['storefront', 'studio', 'hosted'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const serverEntry = (app) => join(root, 'apps', app, 'src', 'entry-server.tsx');

/** True when the app has no build, or a source it compiles from changed after the build. */
export function isStale(app) {
  const built = join(root, 'apps', app, 'dist', 'index.html');
  if (!existsSync(built)) return true;
  if (existsSync(serverEntry(app)) && !existsSync(join(root, 'apps', app, 'dist', 'server', 'entry-server.js'))) return true;
  const sources = [
    join(root, 'apps', app, 'src'),
    join(root, 'apps', app, 'index.html'),
    join(root, 'apps', app, 'vite.config.ts'),
    join(root, 'apps', app, 'public'),
    join(root, 'packages', 'react', 'src'),
    join(root, 'packages', 'sdk', 'src'),
    join(root, 'packages', 'app-kit', 'src'),
    // A dependency upgraded or downgraded (React Router, say) changes the build as much as a source.
    join(root, 'package-lock.json'),
  ];
  return Math.max(...sources.map(newestMtime)) > statSync(built).mtimeMs;
}

/** Builds every stale app, one at a time; throws when a build fails. Returns the apps it built. */
export function buildStaleApps({ apps = appNames, log = (line) => process.stderr.write(line + '\n'), keepGoing = false } = {}) {
  const built = [];
  for (const app of apps) {
    if (!existsSync(join(root, 'apps', app, 'index.html')) || !isStale(app)) continue;
    log(`building apps/${app}…`);
    const builds = [['build', '--logLevel', 'warn']];
    if (existsSync(serverEntry(app))) builds.push(['build', '--ssr', 'src/entry-server.tsx', '--logLevel', 'warn']);
    let result;
    for (const args of builds) {
      result = spawnSync(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), ...args], {
        cwd: join(root, 'apps', app),
        // Under Vitest NODE_ENV is 'test', which would make Vite bundle React's development build.
        env: { ...process.env, NODE_ENV: 'production' },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      if (result.status !== 0) break;
    }
    if (result.status !== 0) {
      const message = `vite build of apps/${app} failed (exit ${result.status})`;
      // `npm start` still serves the other apps (and the previous build of this one, if any).
      if (keepGoing) {
        log(message);
        continue;
      }
      throw new Error(message);
    }
    built.push(app);
  }
  return built;
}
