import { describe, expect, it } from "vitest";
import { formatResult, isAPlus, scanNginx } from "../scripts/observatory";

// The MDN HTTP Observatory's grade of the generated nginx configuration over HTTPS (and its
// redirect from HTTP), scanned by the Observatory's own scanner (scripts/observatory.ts).
describe("MDN HTTP Observatory", () => {
  it("grades nginx with the generated configuration A+ (score 100 or more, no failed test)", async () => {
    const result = await scanNginx();
    console.log(formatResult(result));
    const failed = Object.entries(result.tests)
      .filter(([, test]) => !test.pass)
      .map(([name, test]) => `${name}: ${test.result}`);
    expect(failed).toEqual([]);
    expect(result.scan.score).toBeGreaterThanOrEqual(100);
    expect(isAPlus(result)).toBe(true);
  });
});
