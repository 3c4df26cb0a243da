import { describe, expect, it } from "vitest";
import { compile } from "@mdx-js/mdx";
import remarkCzechTypography from "./remark-czech-typography";

async function render(mdx: string): Promise<string> {
  const out = await compile(mdx, { remarkPlugins: [remarkCzechTypography], development: false });
  return String(out).replace(/\u00a0/g, "~");
}

describe("remarkCzechTypography", () => {
  it("binds one-letter prepositions in text, headings and list items", async () => {
    const js = await render("## Odesílání v noci\n\n- Zprávy k odeslání\n\nPlatíte s DPH 21 % a za 1 000 SMS.");
    expect(js).toContain("Odesílání v~noci");
    expect(js).toContain("Zprávy k~odeslání");
    expect(js).toContain("Platíte s~DPH 21~% a~za 1~000~SMS");
  });

  it("binds a preposition before a link", async () => {
    const js = await render("Podívejte se v [ceníku](/ceny/).");
    expect(js).toContain("Podívejte se v~");
  });

  it("never changes code", async () => {
    const js = await render("Použijte `a b` a blok:\n\n```bash\ncurl -s v 1 000 Kč\n```");
    expect(js).toContain('"a b"');
    expect(js).toContain("curl -s v 1 000 Kč");
  });

  it("leaves text inside a JSX <code> or <kbd> alone, and the text around it not", async () => {
    const js = await render("Hlavička <code>e-mail v 1 000 Kč</code> a klávesa <kbd>a b</kbd> v textu.");
    expect(js).toContain("e-mail v 1 000 Kč");
    expect(js).toContain('"a b"');
    expect(js).toContain("a~klávesa");
  });
});
