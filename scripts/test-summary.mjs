// Sums vitest JSON reports into the one closing line CI reads: "N passed, N failed, N skipped".
// Above it, each failure with its file, name and the first lines of its message: a CI log is often
// read from its tail only, and a count without names leaves a flaky test unnamed.
import fs from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";

let passed = 0,
  failed = 0,
  skipped = 0;
const failures = [];
const firstLines = (messages = []) =>
  // Vitest's messages carry ANSI colours.
  stripVTControlCharacters(messages.join("\n"))
    .split("\n")
    .filter((line) => line.trim())
    .slice(0, 4)
    .map((line) => `    ${line.slice(0, 300)}`)
    .join("\n");
for (const file of process.argv.slice(2)) {
  if (!fs.existsSync(file)) continue;
  const report = JSON.parse(fs.readFileSync(file, "utf8"));
  passed += report.numPassedTests;
  for (const result of report.testResults ?? []) {
    const where = path.relative(process.cwd(), result.name);
    const failedTests = (result.assertionResults ?? []).filter((test) => test.status === "failed");
    for (const test of failedTests) {
      failures.push(`✗ ${where} > ${test.fullName}\n${firstLines(test.failureMessages)}`);
    }
    // A file that failed without a failed test (an import or setup error) counts as one failure.
    if (result.status === "failed" && failedTests.length === 0) {
      failed += 1;
      failures.push(`✗ ${where} (the file itself)\n${firstLines([result.message ?? ""])}`);
    }
  }
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
}
// Steps without a report (lint, types, build), named by scripts/test.sh: their output is above.
const failedSteps = (process.env.FAILED_STEPS ?? "").split("\n").filter(Boolean);
failures.unshift(...failedSteps.map((step) => `✗ step „${step}“ (its output is above)`));
if (failures.length > 0) console.log(`\nFailed:\n${failures.join("\n")}`);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || failedSteps.length > 0 || passed === 0 ? 1 : 0);
