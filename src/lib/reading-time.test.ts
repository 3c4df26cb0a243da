import { describe, expect, it } from "vitest";
import { countWords, formatReadingTime, markdownToText, readingMinutes } from "./reading-time";

describe("reading time", () => {
  it("counts Czech words, not punctuation or dashes", () => {
    expect(countWords("Zprávu přečte babička – se starou Nokií.")).toBe(6);
    expect(countWords("  \n ")).toBe(0);
    expect(countWords("Cena 1,20 Kč za e-mail")).toBe(5);
  });

  it("leaves code, link targets and JSX out of the text", () => {
    const text = markdownToText(
      "## Nadpis\n\nPodívejte se do [ceníku](/ceny/).\n\n```bash\ncurl -X POST https://api\n```\n\n<Tip>Krátce</Tip>",
    );
    expect(countWords(text)).toBe(6);
    expect(text).not.toContain("/ceny/");
    expect(text).not.toContain("curl");
  });

  it("rounds up to whole minutes at 200 words a minute", () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(200)).toBe(1);
    expect(readingMinutes(201)).toBe(2);
    expect(readingMinutes(1_100)).toBe(6);
  });

  it("writes the Czech label", () => {
    expect(formatReadingTime(6)).toBe("6\u00a0min čtení");
  });
});
