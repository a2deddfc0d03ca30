// `npm run platform`: the platform alone, as a headless app's developer runs it. Builds the
// hosted pages (sign-in, checkout, logout, password reset) when their build is missing or stale,
// so every redirect flow works from this command; compiles the platform once; then runs it with
// the arguments given (see packages/platform/src/cli.ts).
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { buildStaleApps } from './build-apps.mjs';
import { buildPlatformIfStale } from './build-platform.mjs';

const root = new URL('..', import.meta.url).pathname;
const log = (line) => console.log(line);

try {
  if (buildStaleApps({ apps: ['hosted'], log }).length === 0) log('hosted pages are up to date');
  const cli = await buildPlatformIfStale({ log });
  log('starting the platform…');
  const platform = spawn(process.execPath, ['--enable-source-maps', cli, ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => platform.kill(signal));
  // The platform exits 0 once it has closed on a signal; killed by one instead, it failed.
  platform.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
} catch (error) {
  console.error(String(error.message ?? error));
  process.exit(1);
}
