// `npm start`: builds the apps whose build is missing or older than their sources, compiles the
// platform when its sources changed (scripts/build-platform.mjs), then runs the
// platform on the embedded database in .vitrine/data with the demo store, and prints where
// everything is. PORT picks the port (default 3000); other arguments go to the platform's CLI.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { createInterface } from 'node:readline';
import { buildStaleApps } from './build-apps.mjs';
import { buildPlatformIfStale } from './build-platform.mjs';

const root = new URL('..', import.meta.url).pathname;
const port = process.env.PORT ?? '3000';

let cli;
try {
  const built = buildStaleApps({ log: (line) => console.log(line), keepGoing: true });
  if (built.length === 0) console.log('apps are up to date');
  cli = await buildPlatformIfStale();
  console.log('starting the platform…');
} catch (error) {
  console.error(String(error.message ?? error));
  process.exit(1);
}

const platform = spawn(
  process.execPath,
  [
    '--enable-source-maps',
    cli,
    '--port',
    port,
    '--database',
    process.env.DATABASE_URL ?? '.vitrine/data',
    '--seed',
    'demo',
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: ['inherit', 'pipe', 'inherit'] },
);

// The CLI prints the API's address, ids and sign-in details; the apps' addresses go right after.
const lines = createInterface({ input: platform.stdout });
lines.on('line', (line) => {
  console.log(line);
  const listening = /listening on (\S+)/.exec(line);
  if (listening) {
    const base = listening[1];
    console.log(`  storefront    ${base}/`);
    console.log(`  studio        ${base}/studio/   (sign in as the owner below)`);
    console.log(`  hosted pages  ${base}/hosted/`);
  }
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => platform.kill(signal));
// The platform exits 0 once it has closed on a signal; killed by one instead, it failed.
platform.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
