import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { CHANGED_MDX, checkRebuiltPage, editedMdx, formatBuildBench } from "./bench-build";

describe("build bench", () => {
  it("edits a docs page that exists with a visible Czech paragraph at its end", () => {
    const source = fs.readFileSync(CHANGED_MDX, "utf8");
    const edited = editedMdx(source);
    expect(edited.startsWith(source.trimEnd())).toBe(true);
    expect(edited).toMatch(/\n\nTento odstavec přidalo měření doby sestavení webu\.\n$/);
  });

  it("fails a rebuild whose page does not show the edit, or still shows it after the revert", () => {
    const edited = `<main>${editedMdx("Odesílání SMS")}</main>`;
    expect(() => checkRebuiltPage(edited, true)).not.toThrow();
    expect(() => checkRebuiltPage("<main>Odesílání SMS</main>", true)).toThrow(/lacks the paragraph added to/);
    expect(() => checkRebuiltPage(edited, false)).toThrow(/still shows the paragraph removed from/);
  });

  it("prints each build's wall and CPU time against its budget", () => {
    const text = formatBuildBench({
      cold: { wallSeconds: 95.24, cpuSeconds: 150 },
      changed: { wallSeconds: 21, cpuSeconds: null },
      reverted: { wallSeconds: 30, cpuSeconds: 33.333 },
    });
    expect(text).toMatch(/cold build \(no \.cache\/, no public\/\)\s+95\.2 s\s+150\.0 s\s+over 90 s/);
    expect(text).toMatch(/rebuild, content\/docs\/help\/odesilani-sms\.mdx changed\s+21\.0 s\s+n\/a\s+within 30 s/);
    expect(text).toMatch(/rebuild, the change reverted\s+30\.0 s\s+33\.3 s\s+within 30 s/);
  });
});
