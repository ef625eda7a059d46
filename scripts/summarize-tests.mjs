// Prints one line per part from a Vitest JSON report: "<part>: N passed, N failed, N skipped".
// Usage: node scripts/summarize-tests.mjs <report.json> [label]
import { readFileSync } from 'node:fs';

const [file, label] = process.argv.slice(2);
const report = JSON.parse(readFileSync(file, 'utf8'));
const parts = new Map();
for (const suite of report.testResults) {
  const part =
    label ??
    (suite.name.includes('/tests/e2e/')
      ? 'e2e'
      : suite.name.includes('.integration.test.')
        ? 'integration'
        : suite.name.includes('/src/client/')
          ? 'client'
          : 'unit');
  const counts = parts.get(part) ?? { passed: 0, failed: 0, skipped: 0 };
  for (const t of suite.assertionResults) {
    if (t.status === 'passed') counts.passed++;
    else if (t.status === 'failed') counts.failed++;
    else counts.skipped++;
  }
  if (suite.status === 'failed' && suite.assertionResults.length === 0) counts.failed++;
  parts.set(part, counts);
}
let total = { passed: 0, failed: 0, skipped: 0 };
for (const [part, c] of parts) {
  console.log(`${part}: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`);
  total = { passed: total.passed + c.passed, failed: total.failed + c.failed, skipped: total.skipped + c.skipped };
}
if (parts.size === 0) console.log(`${label ?? 'tests'}: 0 passed, 0 failed`);
process.exitCode = total.passed === 0 ? 1 : 0;
