import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { czechStyleSlips } from "./czech-style";

describe("czechStyleSlips", () => {
  it("finds the brand undeclined after a preposition, with a normal or non-breaking space", () => {
    const text = [
      "---",
      "description: Otázky o Depeše.",
      "---",
      "Spojení s\u00a0Depeše a účet v **Depeše**.",
      "Ve Depeše",
    ].join("\n");
    expect(czechStyleSlips("a.mdx", text)).toEqual([
      expect.stringMatching(/^a\.mdx:2: „o Depeše“: značku skloňujte/),
      expect.stringMatching(/^a\.mdx:4: „s Depeše“: značku skloňujte/),
      expect.stringMatching(/^a\.mdx:4: „v \*\*Depeše“: značku skloňujte/),
      expect.stringMatching(/^a\.mdx:5: „Ve Depeše“: značku skloňujte/),
    ]);
  });

  it("accepts the declined brand, the genitive and a preposition ending another word", () => {
    const text =
      "S Depeší, v Depeši, o\u00a0Depeši, k Depeši. Od Depeše, do Depeše, u Depeše, z Depeše, bez Depeše. API Depeše, kurs Depeše, novinky Depeše.";
    expect(czechStyleSlips("a.mdx", text)).toEqual([]);
  });

  it("finds „ťuknout“ in any form and case", () => {
    expect(czechStyleSlips("a.yaml", "text: jedním ťuknutím\ntitle: Ťukněte na tlačítko\n")).toEqual([
      expect.stringMatching(/^a\.yaml:1: „ťuknutím“: pište „klepnout“/),
      expect.stringMatching(/^a\.yaml:2: „Ťukněte“: pište „klepnout“/),
    ]);
  });

  it("accepts „klepnout“ in every form", () => {
    expect(
      czechStyleSlips("a.mdx", "Klepněte na ikonu, zákazník klepne, jedním klepnutím, kolik lidí klepnulo."),
    ).toEqual([]);
  });

  it("finds „můžou“ in any case", () => {
    expect(czechStyleSlips("a.ts", 'q: "Můžou lidé odpovědět?",\ntext: "to můžou"')).toEqual([
      expect.stringMatching(/^a\.ts:1: „Můžou“: pište „mohou“/),
      expect.stringMatching(/^a\.ts:2: „můžou“: pište „mohou“/),
    ]);
  });

  it("accepts „mohou“ and „můžete“", () => {
    expect(czechStyleSlips("a.mdx", "Mohou lidé odpovědět? Můžete, můžu i může.")).toEqual([]);
  });
});

/** Every file under `dir` whose name ends in one of `extensions`. */
function filesUnder(dir: string, extensions: string[]): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? filesUnder(path.join(dir, entry.name), extensions)
        : extensions.some((ext) => entry.name.endsWith(ext))
          ? [path.join(dir, entry.name)]
          : [],
    );
}

describe("the site's copy", () => {
  const files = [
    ...filesUnder("content", [".mdx", ".md", ".yaml", ".yml", ".ts", ".csv"]),
    ...filesUnder(path.join("src", "i18n"), [".ts"]),
  ];

  it("reads the content files and the interface strings", () => {
    expect(files.filter((f) => f.endsWith(".mdx")).length).toBeGreaterThan(50);
    expect(files).toContain(path.join("content", "facts.yaml"));
    expect(files).toContain(path.join("src", "i18n", "cs.ts"));
  });

  it("declines the brand after prepositions, says „klepnout“ and „mohou“ (file:line of each slip)", () => {
    const found = files.flatMap((file) =>
      czechStyleSlips(file.split(path.sep).join("/"), fs.readFileSync(file, "utf8")),
    );
    expect(found).toEqual([]);
  });
});
