// Prints one line per part ("<part>: N passed, N failed, N skipped") from Vitest and Playwright JSON
// reports, then one plain line "N passed, N failed" over all of them.
// Usage: node scripts/summarize-tests.mjs <report.json>[=label] ...
// A Vitest report without a label is split into unit, client and integration (and e2e, for an
// old report); a Playwright report (test-results/e2e.json) is 'e2e' unless labelled.
// Then the name and first error line of every failed test, and of every end-to-end test that passed
// only on its retry (flaky: decision 072), so a red run says what to look at.
// Exits 1 when a report is missing or unreadable, or when a report counts no passed test.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

const parts = new Map();
const failures = [];
const flaky = [];
let broken = false;

const firstLine = (message) =>
  String(message ?? '')
    // eslint-disable-next-line no-control-regex -- terminal colour codes in the reporters' messages
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .find(Boolean) ?? '';

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
      } else if (t.status === 'failed') {
        counts.failed++;
        failures.push({
          part,
          where: relative(process.cwd(), suite.name),
          name: t.fullName,
          error: firstLine(t.failureMessages?.[0]),
        });
      } else counts.skipped++;
    }
    if (suite.status === 'failed' && suite.assertionResults.length === 0) {
      counts.failed++;
      failures.push({
        part,
        where: relative(process.cwd(), suite.name),
        name: '(the file did not load)',
        error: firstLine(suite.message),
      });
    }
  }
  return passed;
}

function playwright(report, label) {
  const counts = countIn(label ?? 'e2e');
  let passed = 0;
  const part = label ?? 'e2e';
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) {
        const entry = () => ({
          part,
          where: `${spec.file}:${spec.line}`,
          name: spec.title,
          error: firstLine(t.results?.find((r) => r.error)?.error?.message),
        });
        // 'flaky' passed on a retry; 'unexpected' failed; 'skipped' did not run (e.g. after a failure in a serial group).
        if (t.status === 'expected' || t.status === 'flaky') {
          counts.passed++;
          passed++;
          if (t.status === 'flaky') flaky.push(entry());
        } else if (t.status === 'unexpected') {
          counts.failed++;
          failures.push(entry());
        } else counts.skipped++;
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites) walk(suite);
  // Errors outside any test (global setup, a file that does not load) fail the run without a test to count.
  for (const error of report.errors ?? []) {
    counts.failed++;
    failures.push({
      part,
      where: 'outside any test',
      name: '(global set-up or a file that did not load)',
      error: firstLine(error.message),
    });
  }
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
const list = (heading, tests) => {
  if (tests.length === 0) return;
  console.log(`\n${heading}:`);
  for (const t of tests.slice(0, 30))
    console.log(`- [${t.part}] ${t.where}: ${t.name}${t.error ? `\n    ${t.error.slice(0, 300)}` : ''}`);
  if (tests.length > 30) console.log(`- … and ${tests.length - 30} more`);
};
list('failed', failures);
list('passed only on a retry (flaky, decision 072)', flaky);
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exitCode = broken ? 1 : 0;
