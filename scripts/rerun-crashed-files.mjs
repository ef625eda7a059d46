// After a failed Vitest run: when no test failed but some test files did not finish because their
// worker process died (V8 aborts intermittently while PGlite's WebAssembly is torn down, Node issue
// 64500; decision 072), runs those files once more and puts their results into the report.
// Exits 0 only if every such file then passes; any failed test or unexplained error exits 1.
// Usage: node scripts/rerun-crashed-files.mjs test-results/all.json
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';

const reportPath = process.argv[2];
const report = JSON.parse(readFileSync(reportPath, 'utf8'));
const unfinished = report.testResults.filter(
  (suite) => suite.status === 'failed' && !suite.assertionResults.some((t) => t.status === 'failed'),
);
if (report.numFailedTests > 0 || unfinished.length === 0) process.exit(1);

const files = unfinished.map((suite) => relative(process.cwd(), suite.name));
console.log(`\nrerun: ${files.length} test file(s) did not finish (worker process died), run once more:`);
for (const file of files) console.log(`- ${file}`);
const rerunPath = reportPath.replace(/\.json$/, '.rerun.json');
const run = spawnSync(
  'npx',
  ['vitest', 'run', ...files, '--reporter=default', '--reporter=json', `--outputFile=${rerunPath}`],
  { stdio: 'inherit' },
);
if (run.status !== 0) process.exit(1);

const rerun = JSON.parse(readFileSync(rerunPath, 'utf8'));
const byName = new Map(rerun.testResults.map((suite) => [suite.name, suite]));
report.testResults = report.testResults.map((suite) => byName.get(suite.name) ?? suite);
report.success = report.testResults.every((suite) => suite.status === 'passed');
writeFileSync(reportPath, JSON.stringify(report));
console.log(`rerun: ${files.length} file(s) passed on their second run`);
process.exit(report.success ? 0 : 1);
