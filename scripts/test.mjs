// `npm test`: the type check, every unit and integration test on PGlite, the integration tests
// again on a throwaway PostgreSQL cluster, and the end-to-end tests in Chromium. The last line is
// `N passed, N failed` (with skipped counted), summed over every run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { startPostgresCluster } from './postgres-cluster.mjs';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, 'test-artifacts', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const skips = [];

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

console.log('=== type check ===');
if (npx(['tsc', '-p', 'tsconfig.json']) === 0) totals.passed += 1;
else totals.failed += 1;

vitest('unit and integration on PGlite', ['--project', 'node']);

const cluster = await startPostgresCluster().catch((error) => ({ reason: String(error.message ?? error) }));
if (cluster.url) {
  try {
    vitest('integration on PostgreSQL', ['--project', 'node', 'packages/platform', 'packages/sdk'], {
      VITRINE_TEST_POSTGRES_URL: cluster.url,
    });
  } finally {
    cluster.stop();
  }
} else {
  console.log(`skipped: the PostgreSQL suite, because ${cluster.reason}`);
  skips.push('PostgreSQL suite');
  totals.skipped += 1;
}

if (existsSync('/usr/bin/chromium')) {
  vitest('end to end in Chromium', ['--project', 'e2e', '--passWithNoTests']);
} else {
  console.log('skipped: the end-to-end suite, because /usr/bin/chromium is not installed (apt-get install -y chromium)');
  totals.skipped += 1;
}

console.log('');
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
