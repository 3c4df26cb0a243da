import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import type { Node } from "gatsby";
import {
  createPricePages,
  generatePricingSidebar,
  planPricePages,
  priceListCsv,
  priceListJson,
  PRICING_FILES,
  readPricing,
  readPricingFiles,
  sourcePricing,
  type PricingTexts,
  writePriceListCsv,
  writePriceListJson,
  type CountryPageContext,
} from "./prices";
import { generateSidebars } from "./generated-sidebars";
import { country } from "./families/prices";
import { page } from "./families/pages";
import { loadPricing } from "../lib/pricing";

const real = readPricingFiles();
const pricing = loadPricing(real.csv, real.meta);
const lines = real.csv.trimEnd().split("\n");

/** sourceNodes into a node store like Gatsby's; `read` counts the reads of the price files. */
function sourced(texts: PricingTexts = real) {
  const nodes: Node[] = [];
  const reporter = { panicOnBuild: vi.fn(), info: vi.fn() };
  const read = vi.fn(() => texts);
  const createNode = (node: Node) => void nodes.push(node);
  sourcePricing(
    { actions: { createNode } as never, createNodeId: (key) => `node-${key}`, createContentDigest: () => "", reporter },
    read,
  );
  const getNodesByType = (type: string) => nodes.filter((node) => node.internal.type === type);
  return { reporter, read, getNodesByType };
}

function build(csv: string, meta = real.meta) {
  const createPage = vi.fn();
  const { reporter, getNodesByType } = sourced({ csv, meta });
  createPricePages({ actions: { createPage }, reporter, getNodesByType }, country);
  return { createPage, reporter, pages: new Map(createPage.mock.calls.map(([page]) => [page.path as string, page])) };
}

describe("sourcePricing: the GraphQL layer", () => {
  it("makes every country a CountryPrice node with its page, English name, prices and VAT rate", () => {
    const { getNodesByType, read } = sourced();
    expect(read).toHaveBeenCalledTimes(1);
    const countries = getNodesByType("CountryPrice") as unknown as Record<string, unknown>[];
    expect(countries).toHaveLength(pricing.countries.length);
    const germany = countries.find((c) => c.iso === "DE");
    expect(germany).toMatchObject({
      name: "Německo",
      nameEn: "Germany",
      slug: "nemecko",
      route: "/docs/ceny/nemecko/",
      vatRate: pricing.meta.vatRate,
      prices: pricing.countries.find((c) => c.iso === "DE")!.prices,
    });
  });

  it("numbers the countries in the price list's Czech order, which /ceny/ sorts its table by", () => {
    const countries = sourced().getNodesByType("CountryPrice") as unknown as { name: string; position: number }[];
    const byPosition = [...countries].sort((a, b) => a.position - b.position);
    expect(byPosition.map((c) => c.position)).toEqual(countries.map((_, i) => i + 1));
    const names = byPosition.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator("cs").compare));
    expect(names.indexOf("Chile")).toBeGreaterThan(names.indexOf("Honduras")); // Ch after H
  });

  it("gives the PriceList node the services, volume discounts and credit bonus of meta.yaml", () => {
    const [list] = sourced().getNodesByType("PriceList") as unknown as Record<string, unknown>[];
    expect(list).toMatchObject({
      updatedAt: { iso: "2026-11-01", text: "1.\u00a0listopadu\u00a02026" },
      currency: "CZK",
      vatRate: 0.21,
      homeCountry: "CZ",
      csvRoute: "/ceny/cenik-depese.csv",
      jsonRoute: "/ceny/cenik.json",
    });
    expect((list.featured as string[]).slice(0, 2)).toEqual(["SK", "DE"]);
    expect(list.services).toEqual([
      { key: "virtual_number", price: 290 },
      { key: "sim_hosting", price: 390 },
      { key: "hlr", price: 0.09 },
      { key: "sms_priority", price: 0.1 },
    ]);
    expect(list.volume).toEqual({ ...pricing.meta.volume, note: pricing.meta.volume.note });
    expect(list.bonus).toEqual({
      validUntil: { iso: "2027-03-31", text: "31.\u00a0března\u00a02027" },
      tiers: pricing.meta.bonus.tiers,
      conditions: pricing.meta.bonus.conditions,
    });
  });
});

describe("sourcePricing: bad data fails the build", () => {
  it("names the row and the column of a duplicate ISO code and creates no page", () => {
    const de = lines.findIndex((l) => l.startsWith("DE,"));
    const csv = [...lines, lines[de]].join("\n");
    const { createPage, reporter } = build(csv);
    expect(reporter.panicOnBuild).toHaveBeenCalledTimes(1);
    const message = reporter.panicOnBuild.mock.calls[0][0] as string;
    expect(message.split("\n")).toEqual([
      "Obsah: 1 chyba (soubor:řádek: co: proč)",
      `  content/pricing/prices.csv:${lines.length + 1}: sloupec „iso“ (DE): země je v ceníku dvakrát, poprvé na řádku ${de + 1}`,
    ]);
    expect(createPage).not.toHaveBeenCalled();
  });

  it("names the row and the column of a negative price", () => {
    const at = lines.findIndex((l) => l.startsWith("AT,"));
    const csv = lines.map((l, i) => (i === at ? l.replace(/^AT,(\+43),[\d.]+,/, "AT,$1,-0.99,") : l)).join("\n");
    expect(csv).not.toBe(lines.join("\n"));
    const { createPage, reporter } = build(csv);
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(
      expect.stringContaining(
        `content/pricing/prices.csv:${at + 1}: sloupec „sms_text“ (AT): cena musí být kladná, ne -0.99`,
      ),
    );
    expect(createPage).not.toHaveBeenCalled();
  });
});

describe("sourcePricing: bad meta.yaml fails the build", () => {
  /** The 1-based line of meta.yaml that holds `text` (a tier's line is that of its first field). */
  const metaLine = (text: string, meta = real.meta.replace("from: 10000", "from: 9000")) =>
    meta.split("\n").findIndex((line) => line.includes(text)) + 1;
  it("names meta.yaml and the tier of overlapping volume tiers", () => {
    const meta = real.meta.replace("from: 10000", "from: 9000");
    expect(meta).not.toBe(real.meta);
    const { createPage, reporter } = build(real.csv, meta);
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(
      expect.stringContaining(
        `content/pricing/meta.yaml:${metaLine("from: 9000")}: pole „volume.tiers.1“: pásmo 9000–49999 se překrývá s předchozím pásmem 1–9999`,
      ),
    );
    expect(createPage).not.toHaveBeenCalled();
  });

  it("names meta.yaml and the service of a price that is not above zero", () => {
    const meta = real.meta.replace(/hlr: [\d.]+/, "hlr: 0");
    expect(meta).not.toBe(real.meta);
    const { createPage, reporter } = build(real.csv, meta);
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(
      expect.stringContaining(
        `content/pricing/meta.yaml:${metaLine("hlr: 0", meta)}: pole „services.hlr“: má být cena vyšší než 0`,
      ),
    );
    expect(createPage).not.toHaveBeenCalled();
  });

  it("names meta.yaml and the key of a made-up country code in names", () => {
    const meta = real.meta.replace("names:\n", "names:\n  QQ: Atlantida\n");
    expect(meta).not.toBe(real.meta);
    const { reporter } = build(real.csv, meta);
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(
      expect.stringContaining(
        `content/pricing/meta.yaml:${metaLine("QQ: Atlantida", meta)}: pole „names.QQ“: „QQ“ není kód země ISO 3166-1`,
      ),
    );
  });
});

describe("createPricePages with the real data", () => {
  const { pages, reporter } = build(real.csv);
  const countryPages = [...pages.values()].filter((p) => p.path.startsWith("/docs/ceny/"));

  it("creates one page per country, the price list and the bonus page", () => {
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    expect(countryPages.length).toBe(pricing.countries.length);
    expect(countryPages.length).toBeGreaterThanOrEqual(185);
    expect(pages.has("/ceny/")).toBe(true);
    expect(pages.has("/ceny/akce-bonus/")).toBe(true);
  });

  it("gives a country page its ids, which its template queries its country and sidebar by, under 1 KB", () => {
    const context = pages.get("/docs/ceny/nemecko/")!.context;
    expect(context).toMatchObject({ route: "/docs/ceny/nemecko/", iso: "DE", sidebarId: "pricing", family: "country" });
    expect(context).not.toHaveProperty("sidebar");
    expect(context).not.toHaveProperty("country");
    expect(context).not.toHaveProperty("volume"); // queried from PriceList
    expect(JSON.stringify(context).length).toBeLessThan(1024);
  });

  it("plans every country page with the pricing sidebar in Czech order, each country once", () => {
    const plan = planPricePages(pricing).find((p) => p.path === "/docs/ceny/chile/")!;
    const { sidebar, previous, next, breadcrumbs } = plan.context as CountryPageContext;
    const labels = sidebar.map((e) => e.label.replace(/\u00a0/g, " "));
    expect(labels).toEqual([...labels].sort(new Intl.Collator("cs").compare));
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels.indexOf("Chile")).toBeGreaterThan(labels.indexOf("Honduras")); // Ch after H
    const cad = labels.indexOf("Čad");
    expect(labels.filter((l, i) => /^C[^h]/.test(l) && i > cad)).toEqual([]); // Č after C
    expect(cad).toBeLessThan(labels.indexOf("Dánsko"));
    expect(previous?.href).toBe(sidebar[sidebar.findIndex((e) => e.href === "/docs/ceny/chile/") - 1].href);
    expect(next?.href).toBe(sidebar[sidebar.findIndex((e) => e.href === "/docs/ceny/chile/") + 1].href);
    expect(breadcrumbs).toEqual([{ label: "Ceník", href: "/ceny/" }]);
  });

  it("gives /ceny/ and /ceny/akce-bonus/ no context but the static-body flag: their templates query what they show", () => {
    // Outside a production build, the part of /ceny/ below its table is React, as every body is.
    expect(pages.get("/ceny/")!.context).toEqual({ staticBody: false });
    expect(pages.get("/ceny/akce-bonus/")!.context).toEqual({});
  });

  it("is the same sidebar the docs build validates", async () => {
    const { getNodesByType } = sourced();
    const sidebars = await generateSidebars({ graphql: vi.fn() as never, reporter: vi.fn() as never, getNodesByType });
    expect(sidebars.pricing).toHaveLength(pricing.countries.length);
    expect(generatePricingSidebar({ getNodesByType }).pricing[0]).toEqual({
      type: "link",
      label: pricing.countries[0].name,
      href: `/docs/ceny/${pricing.countries[0].slug}/`,
    });
  });
});

describe("price list CSV", () => {
  const csv = priceListCsv(pricing.countries);
  const rows = csv.slice(1).trimEnd().split("\r\n");

  it("is UTF-8 with a BOM, Czech headers, semicolons and one row per country", () => {
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(rows[0].split(";").slice(0, 4)).toEqual([
      "Země",
      "Kód ISO",
      "Předvolba",
      "SMS s textovým odesílatelem (Kč bez DPH)",
    ]);
    expect(rows).toHaveLength(pricing.countries.length + 1);
    expect(rows.find((r) => r.startsWith("Česká republika;"))).toMatch(/^Česká republika;CZ;\+420;0,79;0,69;/);
  });

  it("is written into public/ceny/", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "prices-"));
    writePriceListCsv(sourced(), dir);
    expect(fs.readFileSync(path.join(dir, "ceny/cenik-depese.csv"), "utf8")).toBe(csv);
  });
});

describe("price list JSON", () => {
  const data = JSON.parse(priceListJson(pricing));

  it("has the same countries and prices as the CSV, as numbers in CZK without VAT", () => {
    expect(data.currency).toBe("CZK");
    expect(data.vatIncluded).toBe(false);
    expect(data.countries).toHaveLength(pricing.countries.length);
    const cz = data.countries.find((c: { iso: string }) => c.iso === "CZ");
    expect(cz).toMatchObject({ name: "Česká republika", dialCode: "+420", prices: { smsText: 0.79, smsSystem: 0.69 } });
    const csvRow = priceListCsv(pricing.countries)
      .split("\r\n")
      .find((r) => r.startsWith("Česká republika;"))!;
    expect(csvRow).toContain(String(cz.prices.smsText).replace(".", ","));
  });

  it("is written into public/ceny/", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "prices-json-"));
    writePriceListJson(sourced(), dir);
    expect(fs.readFileSync(path.join(dir, "ceny/cenik.json"), "utf8")).toBe(priceListJson(pricing));
  });
});

describe("SMS length tool prices", () => {
  it("gives the tool page no context: it queries every country's SMS prices (src/templates/sms-length-tool.tsx)", () => {
    const tool = build(real.csv).pages.get("/tool/delka-sms/");
    expect(tool.component).toMatch(/src\/templates\/sms-length-tool\.tsx$/);
    expect(Object.keys(tool.context).filter((key) => key !== "family")).toEqual([]);
  });
});

describe("one read of the price files per build", () => {
  it("feeds every step that shows prices from the node sourceNodes made", async () => {
    const { createMdxPages } = await import("./pages");
    const { createSearchIndex, readSynonyms } = await import("./search");
    const readFileSync = vi.spyOn(fs, "readFileSync");
    const reads = () =>
      readFileSync.mock.calls.map(([file]) => String(file)).filter((file) => file.includes("content/pricing/"));
    try {
      const { reporter, getNodesByType } = sourced(readPricingFiles());
      const createPage = vi.fn();
      createPricePages({ actions: { createPage }, reporter, getNodesByType }, country);
      const sidebars = await generateSidebars({
        graphql: vi.fn() as never,
        reporter: reporter as never,
        getNodesByType,
      });
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "prices-once-"));
      writePriceListCsv({ getNodesByType }, dir);
      writePriceListJson({ getNodesByType }, dir);
      const graphql = vi.fn(async () => ({ data: { allMdx: { nodes: [] } } }));
      await createMdxPages({ graphql, actions: { createPage }, reporter, getNodesByType } as never, page);
      // The search index needs a page at every route its synonym list relates.
      const related = readSynonyms().related.flat();
      const mdx = related.map((route) => ({
        body: "",
        fields: { kind: "pages", route },
        frontmatter: { title: route, description: null, draft: null, unlisted: null },
      }));
      const written: string[] = [];
      vi.spyOn(fs, "rmSync").mockImplementation(() => undefined);
      vi.spyOn(fs, "mkdirSync").mockImplementation(() => undefined);
      vi.spyOn(fs, "writeFileSync").mockImplementation((_file, body) => void written.push(String(body)));
      const searchGraphql = vi.fn(async () => ({ data: { allMdx: { nodes: mdx } } }));
      await createSearchIndex({ graphql: searchGraphql, reporter, getNodesByType } as never);

      expect(reporter.panicOnBuild).not.toHaveBeenCalled();
      expect(reads().sort()).toEqual([
        path.resolve("content/pricing/meta.yaml"),
        path.resolve("content/pricing/prices.csv"),
      ]);
      // Each step did get the prices.
      expect(createPage.mock.calls.filter(([page]) => page.path.startsWith("/docs/ceny/"))).toHaveLength(
        pricing.countries.length,
      );
      expect(sidebars.pricing).toHaveLength(pricing.countries.length);
      expect(fs.existsSync(path.join(dir, "ceny/cenik-depese.csv"))).toBe(true);
      expect(fs.existsSync(path.join(dir, "ceny/cenik.json"))).toBe(true);
      expect(written.join("")).toContain("/docs/ceny/nemecko/");
    } finally {
      vi.restoreAllMocks();
    }
  });
});

describe("readPricing", () => {
  it("parses the price files once for every step that asks, and again only after a file changed", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "prices-memo-"));
    fs.mkdirSync(path.join(root, "content/pricing"), { recursive: true });
    for (const file of Object.values(PRICING_FILES)) fs.copyFileSync(file, path.join(root, file));
    const readFileSync = vi.spyOn(fs, "readFileSync");
    const reads = () => readFileSync.mock.calls.filter(([file]) => String(file).startsWith(root)).length;
    try {
      const first = readPricing(root);
      expect(readPricing(root)).toBe(first); // sourceNodes, the Markdown twins, the country family's members
      expect(reads()).toBe(2);
      const later = new Date(Date.now() + 60_000);
      fs.utimesSync(path.join(root, PRICING_FILES.csv), later, later); // saved in `gatsby develop`
      expect(readPricing(root)).not.toBe(first);
      expect(reads()).toBe(4);
    } finally {
      vi.restoreAllMocks();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
