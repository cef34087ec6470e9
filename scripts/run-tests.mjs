// Runs vitest with its usual output plus a JSON report, then prints the plain closing line
// "N passed, N failed" (CI reads that line; vitest's own summary is not a format it knows).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';

const out = 'test-results/vitest.json';
mkdirSync('test-results', { recursive: true });
rmSync(out, { force: true });
const run = spawnSync(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
if (!existsSync(out)) {
  console.log('0 passed, 1 failed: vitest wrote no report (see its output above)');
  process.exit(run.status || 1);
}
const report = JSON.parse(readFileSync(out, 'utf8'));
const failedSuites = report.testResults.filter((f) => f.status === 'failed' && f.assertionResults.length === 0).length;
const skipped = report.numPendingTests + report.numTodoTests;
const failed = report.numFailedTests + failedSuites;
console.log(`\n${report.numPassedTests} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(run.status !== 0 || failed > 0 ? 1 : 0);
