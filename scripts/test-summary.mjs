// Sums vitest JSON reports into the one closing line CI reads: "N passed, N failed, N skipped".
import fs from "node:fs";

let passed = 0,
  failed = 0,
  skipped = 0;
for (const file of process.argv.slice(2)) {
  if (!fs.existsSync(file)) continue;
  const report = JSON.parse(fs.readFileSync(file, "utf8"));
  passed += report.numPassedTests;
  // A file that failed without a failed test (an import or setup error) counts as one failure.
  const brokenFiles = (report.testResults ?? []).filter(
    (file) => file.status === "failed" && !(file.assertionResults ?? []).some((t) => t.status === "failed"),
  ).length;
  failed += report.numFailedTests + brokenFiles;
  skipped += report.numPendingTests + report.numTodoTests;
}
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
