import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { formatContentProblem } from "../src/lib/content-problems";
import { actionProblems } from "../src/lib/cta-intent";
import { readMdxSource } from "../src/node/mdx-source";
import { siteConfig } from "../src/config/site";
import { mdxFileProblems, mdxFiles } from "./check-mdx";

const exists = (route: string) => route === "/ceny/";
const problems = async (file: string, source: string) =>
  (await mdxFileProblems(file, source, exists)).map(formatContentProblem);

describe("npm run check:mdx", () => {
  it("passes a good page", async () => {
    expect(await problems("content/pages/a.mdx", '---\ntitle: "Ceník"\n---\n\nViz [ceník](/ceny/).\n')).toEqual([]);
  });

  it("names file, line and what is wrong: a broken link, a link without its slash, an unknown component, a placeholder", async () => {
    const source = [
      "---",
      "title: Stránka",
      "---",
      "",
      "Viz [ceník](/cenik/) a [ceny](/ceny).",
      "",
      "<Hero />",
      "",
      "TODO doplnit",
      "",
      "```md",
      "[v ukázce kódu](/neni/)",
      "```",
    ].join("\n");
    expect(await problems("content/docs/help/x.mdx", source)).toEqual([
      "content/docs/help/x.mdx:5: odkaz „/cenik/“: stránka s touto adresou neexistuje",
      "content/docs/help/x.mdx:5: odkaz „/ceny“: adresa stránky končí lomítkem: /ceny/",
      "content/docs/help/x.mdx:7: komponenta <Hero>: je jen pro stránky z content/pages/ (sekce landing pages)",
      "content/docs/help/x.mdx:9: „TODO“: zástupný text, který nesmí na web",
    ]);
  });

  it("names a missing title, front matter that is not YAML and MDX that does not compile, with their lines", async () => {
    expect(await problems("content/pages/b.mdx", "---\ndescription: x\n---\n\nText.\n")).toEqual([
      "content/pages/b.mdx:1: pole „title“: chybí; každá stránka má nadpis",
    ]);
    const yaml = await problems("content/pages/c.mdx", "---\ntitle: C\ndescription: Cena: 1 Kč\n---\n\nText.\n");
    expect(yaml).toHaveLength(1);
    expect(yaml[0]).toMatch(/^content\/pages\/c\.mdx:3: front matter: není platný YAML \(.+\); hodnotu s dvojtečkou/);
    const mdx = await problems("content/pages/d.mdx", "---\ntitle: D\n---\n\nText\n\n<Tabs>\n");
    expect(mdx).toHaveLength(1);
    expect(mdx[0]).toMatch(/^content\/pages\/d\.mdx:7: MDX: /);
  });

  it("names a link or button whose words promise the sales or support contact and lead elsewhere", async () => {
    const source = [
      "---",
      "title: Pro agentury",
      "---",
      "",
      '<Hero secondaryHref="/ceny/" secondaryLabel="Kontaktovat obchod" />',
      "",
      "Cenu hovoru vám sdělí [obchodní oddělení](/ceny/).",
      "",
      '<CtaBand title="Probereme to" secondaryLabel="Domluvit konzultaci" />',
      '<CtaBand title="Probereme to" secondary="prices" secondaryLabel="Nahlásit podvod" />',
      '<Hero secondary="support" secondaryLabel="Kontaktovat podporu" />',
      "Napište na [podporu](mailto:podpora@depese.cz).",
    ].join("\n");
    expect(await problems("content/pages/a.mdx", source)).toEqual([
      'content/pages/a.mdx:5: odkaz „Kontaktovat obchod“: slibuje kontakt, ale vede na /ceny/; kontaktní stránka je /docs/kontakt/ (v MDX: secondary="sales" nebo "support")',
      'content/pages/a.mdx:7: odkaz „obchodní oddělení“: slibuje kontakt, ale vede na /ceny/; kontaktní stránka je /docs/kontakt/ (v MDX: secondary="sales" nebo "support")',
      'content/pages/a.mdx:10: odkaz „Nahlásit podvod“: slibuje kontakt, ale vede na /ceny/; kontaktní stránka je /docs/kontakt/ (v MDX: secondary="sales" nebo "support")',
    ]);
  });

  it("finds every call to action of the site's content leading where its words say", async () => {
    const files = mdxFiles(["content"]);
    expect(files.length).toBeGreaterThan(100);
    const found: string[] = [];
    for (const file of files) {
      const { actions } = await readMdxSource(fs.readFileSync(file, "utf8"));
      found.push(...actionProblems(file, actions, siteConfig.callsToAction).map(formatContentProblem));
    }
    expect(found).toEqual([]);
  });
});
