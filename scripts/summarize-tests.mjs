// Prints one line per part ("<part>: N passed, N failed, N skipped") from Vitest and Playwright JSON
// reports, then one plain line "N passed, N failed" over all of them.
// Usage: node scripts/summarize-tests.mjs <report.json>[=label] ...
// A Vitest report without a label is split into unit, client and integration (and e2e, for an
// old report); a Playwright report (test-results/e2e.json) is 'e2e' unless labelled.
// Exits 1 when a report is missing or unreadable, or when a report counts no passed test.
import { readFileSync } from 'node:fs';

const parts = new Map();
let broken = false;

const countIn = (part) => {
  if (!parts.has(part)) parts.set(part, { passed: 0, failed: 0, skipped: 0 });
  return parts.get(part);
};

function vitest(report, label) {
  let passed = 0;
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
    const counts = countIn(part);
    for (const t of suite.assertionResults) {
      if (t.status === 'passed') {
        counts.passed++;
        passed++;
      } else if (t.status === 'failed') counts.failed++;
      else counts.skipped++;
    }
    if (suite.status === 'failed' && suite.assertionResults.length === 0) counts.failed++;
  }
  return passed;
}

function playwright(report, label) {
  const counts = countIn(label ?? 'e2e');
  let passed = 0;
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) {
        // 'flaky' passed on a retry; 'unexpected' failed; 'skipped' did not run (e.g. after a failure in a serial group).
        if (t.status === 'expected' || t.status === 'flaky') {
          counts.passed++;
          passed++;
        } else if (t.status === 'unexpected') counts.failed++;
        else counts.skipped++;
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites) walk(suite);
  // Errors outside any test (global setup, a file that does not load) fail the run without a test to count.
  if (report.errors?.length) counts.failed += report.errors.length;
  return passed;
}

for (const arg of process.argv.slice(2)) {
  const [file, label] = arg.split('=');
  let report;
  try {
    report = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    console.log(`${label ?? file}: no report (${err.code ?? err.message})`);
    countIn(label ?? file).failed++;
    broken = true;
    continue;
  }
  const passed = Array.isArray(report.testResults) ? vitest(report, label) : playwright(report, label);
  if (passed === 0) broken = true;
}

const total = { passed: 0, failed: 0 };
for (const [part, c] of parts) {
  console.log(`${part}: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`);
  total.passed += c.passed;
  total.failed += c.failed;
}
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exitCode = broken ? 1 : 0;
