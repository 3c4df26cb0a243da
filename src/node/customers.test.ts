import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { ContentProblem, ContentProblemsError } from "../lib/content-problems";
import { loadStories, parseStory, storiesOf } from "./customers";
import { contrastOnWhite, initialsOf } from "../lib/customers";
import { withoutCode } from "./product-facts";
import { siteConfig } from "../config/site";

const stories = loadStories();

const good = `company: Pekárna Hora
town: Tábor
industry: Pekárna
channel: SMS
problem: Zákazníci nevěděli o nedělním prodeji.
solution: Posílají SMS v sobotu.
result: {value: 120 zákazníků, label: v neděli navíc}
quote: {text: Funguje to., name: Eva Horová, role: majitelka}
wordmark: {shape: circle, color: "#a3245f"}
`;

describe("customer stories", () => {
  it("loads the stories of content/customers in file-name order, each with its file name as id", () => {
    expect(stories.map((s) => s.id)).toEqual([
      "autoservis-simek",
      "detska-moda-kopretina",
      "domaci-dilna",
      "energiejih",
      "fyzio-karlin",
      "hotel-modry-smrk",
      "instalaterstvi-kubat",
      "kadernictvi-jana",
      "kampanarna",
      "kava-domu",
      "kliniky-modrin",
      "lekarna-kamilka",
      "mesto-lipova-skala",
      "nabytek-javor",
      "outdoor-brdy",
      "pneuservis-brazda",
      "reality-hora",
      "rozvoz-hana",
      "serverovna-morava",
      "sousedsky-bazar",
      "sportklik",
      "stavby-novak",
      "strojirna-bezdek",
      "zahrada-korbel",
      "zs-na-vysluni",
    ]);
    expect(stories.every((s) => s.result.value && s.quote.name && s.wordmark.shape)).toBe(true);
  });

  it("names the file and every bad or missing field", () => {
    expect(parseStory(good, "content/customers/pekarna-hora.yaml").id).toBe("pekarna-hora");
    const bad = good
      .replace("town: Tábor\n", "")
      .replace("label: v neděli navíc", "label: ''")
      .replace('"#a3245f"', '"#ffdd00"')
      .replace("shape: circle", "shape: star");
    let problems: ContentProblem[] = [];
    let message = "";
    try {
      parseStory(bad, "content/customers/x.yaml");
    } catch (error) {
      problems = (error as ContentProblemsError).problems;
      message = (error as Error).message;
    }
    const file = "content/customers/x.yaml";
    expect(problems).toEqual([
      // A missing field points at the top of the file, where the story's fields are.
      { file, line: 1, field: "pole „town“", message: "chybí" },
      { file, line: 6, field: "pole „result.label“", message: "nesmí být prázdné" },
      { file, line: 8, field: "pole „wordmark.shape“", message: expect.stringMatching(/^musí být jedna z hodnot „/) },
      {
        file,
        line: 8,
        field: "pole „wordmark.color“",
        message: "má na bílé kontrast jen 1,3:1, potřebuje aspoň 4,5:1 (zvolte tmavší barvu)",
      },
    ]);
    expect(message.split("\n")[0]).toBe("Obsah: 4 chyby (soubor:řádek: co: proč)");
    expect(message).toContain("content/customers/x.yaml:6: pole „result.label“: nesmí být prázdné");
  });

  it("gives a page the stories it names, all of them for the logo strip, and names an unknown id", () => {
    expect(Object.keys(storiesOf('<CustomerStory id="kava-domu" />', "a.mdx", stories).customers)).toEqual([
      "kava-domu",
    ]);
    expect(Object.keys(storiesOf("<CustomerLogos />", "a.mdx", stories).customers)).toHaveLength(stories.length);
    const chosen = storiesOf('<CustomerLogos ids={["rozvoz-hana", "kava-domu", "nikdo"]} />', "a.mdx", stories);
    expect(Object.keys(chosen.customers)).toEqual(["rozvoz-hana", "kava-domu"]);
    expect(chosen.problems).toEqual([
      expect.stringMatching(/^a\.mdx:1: komponenta <CustomerLogos ids="nikdo">: příběh „nikdo“/),
    ]);
    const { problems } = storiesOf(
      'Úvod\n\n<Testimonial id="nikdo" />\n`<CustomerStory id="kod" />`',
      "content/pages/x.mdx",
      stories,
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/pages\/x\.mdx:3: komponenta <Testimonial id="nikdo">: příběh „nikdo“ v content\/customers není; id je název souboru/,
      ),
    ]);
  });

  it("draws initials and checks the wordmark colour's contrast", () => {
    expect(initialsOf("Instalatérství Kubát")).toBe("IK");
    expect(initialsOf("KávaDomů")).toBe("KD");
    expect(initialsOf("Fyzio")).toBe("F");
    expect(contrastOnWhite("#000000")).toBeCloseTo(21, 0);
    expect(contrastOnWhite("#ffffff")).toBeCloseTo(1, 5);
  });
});

// Product pages: the pages the menus „Odesílání“, „Pro vývojáře“ and „Řešení“ offer, and every page
// below one of them (/whatsapp/auth/ below /whatsapp/). Each shows a customer who uses what it sells:
// a <CustomerStory> or <Testimonial> after the hero (<CustomerLogos /> alone is no story).
const PRODUCT_MENUS = ["Odesílání", "Pro vývojáře", "Řešení"];
const PAGES_DIR = "content/pages";

function pageFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? pageFiles(path.join(dir, e.name)) : e.name.endsWith(".mdx") ? [path.join(dir, e.name)] : [],
    );
}

/** content/pages/a/b.mdx → /a/b/, content/pages/a/index.mdx → /a/. */
const routeOf = (file: string) =>
  `/${path
    .relative(path.resolve(PAGES_DIR), file)
    .replace(/\.mdx$/, "")
    .replace(/(?:^|\/)index$/, "")}/`.replace(/\/+/g, "/");

const menuRoutes = () => {
  const menus = (siteConfig.navbar.items as { label?: string; items?: { to?: string }[] }[]).filter(
    (item) => item.label && PRODUCT_MENUS.includes(item.label),
  );
  expect(menus.map((menu) => menu.label)).toEqual(PRODUCT_MENUS);
  return menus.flatMap((menu) => (menu.items ?? []).flatMap((item) => (item.to ? [item.to] : [])));
};

/** Problems of one page: no customer story, or one only inside the hero. */
function customerElementProblem(file: string, source: string): string | undefined {
  const text = withoutCode(source);
  const heroEnd = text.search(/<\/Hero>/);
  const proof = [...text.matchAll(/<(CustomerStory|Testimonial)\b[^>]*\bid="[^"]+"/g)];
  if (!proof.length)
    return `${file}: product page without a customer (<CustomerStory id="…" /> or <Testimonial id="…" />)`;
  if (proof.every((match) => (match.index ?? 0) < heroEnd))
    return `${file}: its customer is in the hero; put it after the features`;
  return undefined;
}

describe("product pages show a customer", () => {
  const files = pageFiles(path.resolve(PAGES_DIR));
  const menu = menuRoutes();
  const products = files.filter((file) => {
    const route = routeOf(file);
    return menu.some((to) => route === to || (to !== "/" && route.startsWith(to)));
  });

  it("finds the product pages from the menus and the pages below them", () => {
    const routes = products.map(routeOf);
    for (const route of [
      "/sms/",
      "/sms-api/",
      "/whatsapp/auth/",
      "/rcs/basic/",
      "/viber/",
      "/agentury/",
      "/sms-pin/",
      "/start/",
      "/integrace/n8n/",
    ])
      expect(routes).toContain(route);
    expect(routes).not.toContain("/faq/");
  });

  it("names a page without a customer, or with one only in its hero", () => {
    expect(customerElementProblem("a.mdx", '<Hero>\n</Hero>\n\n<CustomerLogos />\n\n`<Testimonial id="x" />`')).toMatch(
      /^a\.mdx: product page without a customer/,
    );
    expect(customerElementProblem("a.mdx", '<Hero>\n<Testimonial id="x" />\n</Hero>')).toMatch(/in the hero/);
    expect(customerElementProblem("a.mdx", '<Hero>\n</Hero>\n\n<CustomerStory id="x" />')).toBeUndefined();
  });

  it("every product page tells a customer's story after its hero", () => {
    const found = products.flatMap((file) => {
      const problem = customerElementProblem(path.relative(process.cwd(), file), fs.readFileSync(file, "utf8"));
      return problem ? [problem] : [];
    });
    expect(found).toEqual([]);
  });
});
