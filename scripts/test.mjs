// `npm test`: the type check, every unit and integration test on PGlite, the integration tests
// again on a throwaway PostgreSQL cluster, and the end-to-end tests in Chromium. The last line is
// `N passed, N failed, N skipped`, summed over every run. A suite that cannot run here (no
// PostgreSQL, no Chromium) is a failure with CI=true, so CI never turns green on what it did not
// run; elsewhere its tests are counted as skipped, with the reason.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { startPostgresCluster } from './postgres-cluster.mjs';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, 'test-artifacts', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const inCi = process.env.CI === 'true' || process.env.CI === '1';

function npx(args, env = {}) {
  return spawnSync('npx', args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
}

function vitest(label, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const file = join(reports, `${label.replace(/\W+/g, '-')}.json`);
  const status = npx(['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`, ...args], env);
  if (!existsSync(file)) {
    console.log(`${label}: the runner produced no report (exit ${status})`);
    totals.failed += 1;
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  // A file that fails to load has no tests to count, but is a failure all the same.
  const brokenSuites = report.testResults.filter((suite) => suite.status === 'failed' && suite.assertionResults.length === 0);
  totals.failed += brokenSuites.length;
  if (status !== 0 && report.numFailedTests === 0 && brokenSuites.length === 0) totals.failed += 1;
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
  else totals.failed += 1;
}

check('type check', ['tsc', '-p', 'tsconfig.json']);
check('lint', ['eslint', '.', '--max-warnings', '0']);
check('dead files, exports and dependencies (knip)', ['knip']);

vitest('unit and integration on PGlite', ['--project', 'node']);

const postgresArgs = ['--project', 'node', 'packages/platform', 'packages/sdk'];
const cluster = await startPostgresCluster().catch((error) => ({ reason: String(error.message ?? error) }));
if (cluster.url) {
  try {
    vitest('integration on PostgreSQL', postgresArgs, { VITRINE_TEST_POSTGRES_URL: cluster.url });
  } finally {
    cluster.stop();
  }
} else {
  cannotRun('the PostgreSQL suite', cluster.reason, postgresArgs);
}

const e2eArgs = ['--project', 'e2e'];
if (existsSync('/usr/bin/chromium')) {
  vitest('end to end in Chromium', [...e2eArgs, '--passWithNoTests']);
} else {
  cannotRun('the end-to-end suite', '/usr/bin/chromium is not installed (apt-get install -y chromium)', e2eArgs);
}

console.log('');
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
