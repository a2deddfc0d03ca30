// `npm test`: the type check, every unit and integration test on PGlite, the platform's
// integration tests again on a throwaway PostgreSQL cluster (beside the end-to-end tests in
// Chromium, which mostly wait on the browser). The last line is
// `N passed, N failed, N skipped`, summed over every run. A suite that cannot run here (no
// PostgreSQL, no Chromium) is a failure with CI=true, so CI never turns green on what it did not
// run; elsewhere its tests are counted as skipped, with the reason.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { startPostgresCluster } from './postgres-cluster.mjs';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, 'test-artifacts', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
/** One line per failed test or broken file, repeated just above the totals so a log's tail names them. */
const failures = [];
const inCi = process.env.CI === 'true' || process.env.CI === '1';

function npx(args, env = {}) {
  return spawnSync('npx', args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
}

function vitestArgs(label, args) {
  const file = join(reports, `${label.replace(/\W+/g, '-')}.json`);
  return { file, args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`, ...args] };
}

function vitest(label, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const run = vitestArgs(label, args);
  count(label, run.file, npx(run.args, env));
}

/**
 * Starts a vitest run in the background with its output held back; the promise resolves, once it
 * ends, with a function that prints that output under its heading and counts its report.
 */
function vitestInBackground(label, args, env = {}) {
  const run = vitestArgs(label, args);
  const child = spawn('npx', run.args, { cwd: root, env: { ...process.env, ...env, FORCE_COLOR: '1' } });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) =>
    child.on('close', (status) =>
      resolve(() => {
        console.log(`\n=== ${label} (ran beside the previous suite) ===`);
        process.stdout.write(Buffer.concat(output));
        count(label, run.file, status ?? 1);
      }),
    ),
  );
}

/** Adds a finished run's report to the totals. */
function count(label, file, status) {
  if (!existsSync(file)) {
    console.log(`${label}: the runner produced no report (exit ${status})`);
    totals.failed += 1;
    failures.push(`${label}: the runner produced no report (exit ${status})`);
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  // A file that fails to load has no tests to count, but is a failure all the same.
  const brokenSuites = report.testResults.filter((suite) => suite.status === 'failed' && suite.assertionResults.length === 0);
  totals.failed += brokenSuites.length;
  if (status !== 0 && report.numFailedTests === 0 && brokenSuites.length === 0) {
    totals.failed += 1;
    failures.push(`${label}: the runner exited with ${status} though no test failed (an error outside the tests; its output is above)`);
  }
  for (const suite of report.testResults) {
    const file = suite.name.startsWith(root) ? suite.name.slice(root.length) : suite.name;
    if (brokenSuites.includes(suite)) failures.push(`${label}: ${file}: ${firstLine(suite.message)}`);
    for (const test of suite.assertionResults.filter((result) => result.status === 'failed')) {
      failures.push(`${label}: ${file} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
  }
}

function firstLine(text) {
  return String(text ?? 'no message').split('\n')[0].slice(0, 300);
}

/** How many tests `args` would run: vitest collects the files without running them (`list` takes no run-only flags). */
function countTests(args) {
  const listed = spawnSync('npx', ['vitest', 'list', '--json', ...args], { cwd: root, encoding: 'utf8', env: process.env, maxBuffer: 64 * 1024 * 1024 });
  try {
    return JSON.parse(listed.stdout.slice(listed.stdout.indexOf('['))).length;
  } catch {
    return undefined;
  }
}

/** A suite that cannot run here: a failure in CI, otherwise its tests are reported as skipped. */
function cannotRun(label, reason, args) {
  if (inCi) {
    console.log(`FAILED: ${label} cannot run, because ${reason} (CI=true: a suite that does not run fails the build)`);
    totals.failed += 1;
    failures.push(`${label} cannot run: ${reason}`);
    return;
  }
  const count = countTests(args);
  console.log(`skipped: ${label}, ${count ?? 'an unknown number of'} tests, because ${reason}`);
  totals.skipped += count ?? 1;
}

/** A check that passes or fails as a whole (type check, lint, dead code): one count in the totals. */
function check(label, args) {
  console.log(`\n=== ${label} ===`);
  if (npx(args) === 0) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(`${label} failed; its output is above`);
  }
}

check('type check', ['tsc', '-p', 'tsconfig.json']);
check('lint', ['eslint', '.', '--max-warnings', '0']);
check('dead files, exports and dependencies (knip)', ['knip']);

vitest('unit and integration on PGlite', ['--project', 'node']);

// The platform's integration tests again on PostgreSQL. The SDK's tests stay on PGlite: they test
// the client, which never sees which database the platform runs on.
// They run beside the browser tests, one file at a time each: the browser suite mostly waits on
// Chromium, so the two together take about as long as the longer one alone.
const postgresArgs = ['--project', 'node', '--maxWorkers', '1', 'packages/platform'];
const cluster = await startPostgresCluster().catch((error) => ({ reason: String(error.message ?? error) }));
let postgresRun;
if (cluster.url) {
  console.log('\n=== integration on PostgreSQL: started, its output follows the browser tests ===');
  postgresRun = vitestInBackground('integration on PostgreSQL', postgresArgs, { VITRINE_TEST_POSTGRES_URL: cluster.url });
} else {
  cannotRun('the PostgreSQL suite', cluster.reason, postgresArgs);
}

const e2eArgs = ['--project', 'e2e'];
try {
  if (existsSync('/usr/bin/chromium')) {
    vitest('end to end in Chromium', [...e2eArgs, '--passWithNoTests']);
  } else {
    cannotRun('the end-to-end suite', '/usr/bin/chromium is not installed (apt-get install -y chromium)', e2eArgs);
  }
  if (postgresRun) (await postgresRun)();
} finally {
  cluster.stop?.();
}

console.log('');
if (failures.length > 0) {
  console.log('Failed:');
  for (const failure of failures) console.log(`- ${failure}`);
}
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
