import { describe, expect, it } from "vitest";
import { frontmatterProblems } from "./frontmatter";

describe("frontmatterProblems", () => {
  it("accepts a complete page", () => {
    expect(
      frontmatterProblems("content/pages/sms.mdx", { title: "SMS", description: "Popis", hideFooter: false }),
    ).toEqual([]);
  });

  it("names the file, the field and its line, in Czech", () => {
    expect(frontmatterProblems("content/pages/sms.mdx", { description: "Bez titulku" })).toEqual([
      { file: "content/pages/sms.mdx", field: "pole „title“", message: "chybí" },
    ]);
    const source = "---\ntitle: FAQ\ndraft: ano\nlayout: sloupec\n---\n";
    expect(
      frontmatterProblems("content/pages/faq.mdx", { title: "FAQ", draft: "ano", layout: "sloupec" }, source),
    ).toEqual([
      { file: "content/pages/faq.mdx", line: 3, field: "pole „draft“", message: "má být true nebo false, ne text" },
      {
        file: "content/pages/faq.mdx",
        line: 4,
        field: "pole „layout“",
        message: "musí být jedna z hodnot „landing“, „article“",
      },
    ]);
  });
});
