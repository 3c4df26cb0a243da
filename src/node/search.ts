import fs from "node:fs";
import path from "node:path";
import type { CreatePagesArgs } from "gatsby";
import { z } from "zod";
import {
  ContentProblemsError,
  dataField,
  readYamlData,
  readYamlSource,
  type ContentProblem,
} from "../lib/content-problems";
import { markdownToText } from "../lib/reading-time";
import { buildSearchIndex, SEARCH_INDEX_URL, type SearchIndex, type SearchSource } from "../lib/search";
import type { CountryPrice } from "../lib/pricing";
import { csSearch } from "../i18n/cs-search";
import { csApi } from "../i18n/cs-api";
import { csPrices } from "../i18n/cs-prices";
import { csTools } from "../i18n/cs-tools";
import { BONUS_ROUTE, PRICE_LIST_ROUTE, SMS_TOOL_ROUTE, countryRoute } from "../lib/routes";
import { pricingOf } from "./prices";
import { apiReferences, readApiTables, OPENAPI_DIR, type ApiTables } from "./openapi";
import { isBuilt } from "./build-env";
import { englishCountryNames } from "./english-country-names";

// The site search index, written at build time from every MDX page, doc and blog post, every
// country price page and the pages made in code. Drafts (outside develop) and unlisted pages stay
// out. The browser fetches the file on first use, from SEARCH_INDEX_URL.

export const SYNONYMS_FILE = "content/search/synonyms.yaml";

type MdxNode = {
  body: string;
  fields: { kind: string; route: string };
  frontmatter: { title: string; description: string | null; draft: boolean | null; unlisted: boolean | null };
};
export type SearchQueryData = { allMdx: { nodes: MdxNode[] } };

const COMPANY_ROUTES = ["/docs/info/", "/docs/kontakt/", "/docs/volna-mista/"];

const sectionOf = (node: MdxNode): string => {
  if (node.fields.kind === "docs") {
    if (node.fields.route.startsWith("/docs/api/")) return csSearch.sections.api;
    if (node.fields.route.startsWith("/docs/help/")) return csSearch.sections.help;
    return COMPANY_ROUTES.includes(node.fields.route) ? csSearch.sections.company : csSearch.sections.docs;
  }
  if (node.fields.kind === "blog") return csSearch.sections.blog;
  return csSearch.sections.pages;
};

/** An MDX body without its fenced code blocks: a heading or tag shown as code is not the page's. */
const withoutCode = (body: string) => body.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "");

/** `##` to `####` headings of an MDX body, outside code blocks, as plain text. */
export function headingsOf(body: string): string[] {
  return [...withoutCode(body).matchAll(/^#{2,4}\s+(.+?)\s*(?:\{#[^}]*\})?\s*$/gm)]
    .map((m) => markdownToText(m[1]).replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

/** The questions of `<Question q="…">` (the FAQ of a page): headings of their answers, and the very
 * words of question-form searches ("jak dlouho trvá schválení"), which the text leaves out with the tag. */
export function faqQuestionsOf(body: string): string[] {
  return [...withoutCode(body).matchAll(/<Question\s[^>]*?\bq="([^"]+)"/g)].map((m) =>
    m[1].replace(/\s+/g, " ").trim(),
  );
}

/** Numbers in the first column of Markdown tables whose first header is "Kód…" (a page's own code list). */
export function tableCodesOf(body: string): string[] {
  const codes: string[] = [];
  let inCodeTable = false;
  for (const line of body.split("\n")) {
    const cells = line.trim().startsWith("|")
      ? line
          .split("|")
          .slice(1, -1)
          .map((c) => c.trim())
      : null;
    if (!cells) inCodeTable = false;
    else if (/^:?-{3,}/.test(cells[0])) continue;
    else if (!inCodeTable && /^kód/i.test(cells[0])) inCodeTable = true;
    else if (inCodeTable && /^`?\d+`?$/.test(cells[0])) codes.push(cells[0].replace(/`/g, ""));
  }
  return codes;
}

let jsonTables: ApiTables | undefined;
/** Codes rendered by <ApiErrorCodes /> and <ApiDeliveryCodes />: their numbers and names are
 * keywords of the page that shows them, their descriptions its text. */
function apiCodesOf(body: string): { keywords: string[]; text: string[] } {
  const tables = (jsonTables ??= readApiTables(path.join(OPENAPI_DIR, "jsonapi_v1.yaml")));
  const keywords: string[] = [];
  const text: string[] = [];
  if (body.includes("<ApiErrorCodes")) {
    for (const c of tables.errorCodes) {
      keywords.push(String(c.code), c.name.replace(/_/g, " "));
      text.push(c.description);
    }
  }
  if (body.includes("<ApiDeliveryCodes")) {
    for (const c of tables.deliveryCodes) {
      keywords.push(String(c.code));
      text.push(c.status, c.description);
    }
  }
  return { keywords, text };
}

/** Pages made in code rather than from MDX. */
const codePages = (): SearchSource[] =>
  [
    {
      route: PRICE_LIST_ROUTE,
      title: csPrices.listTitle,
      section: csSearch.sections.prices,
      description: csPrices.listDescription,
      keywords: "ceník cena tarif DPH kredit země",
    },
    {
      route: BONUS_ROUTE,
      title: "Bonus za dobití kreditu",
      section: csSearch.sections.prices,
      description: "Při vyšším dobití kreditu získáte procenta kreditu navíc.",
      keywords: "akce bonus dobití kredit sleva",
    },
    {
      route: SMS_TOOL_ROUTE,
      title: csTools.smsLength.title,
      section: csSearch.sections.tools,
      description: csTools.smsLength.description,
      keywords: "počet znaků diakritika GSM UCS-2 kalkulačka",
    },
    {
      route: "/tool/validace-cisla/",
      title: csTools.phoneValidator.title,
      section: csSearch.sections.tools,
      description: csTools.phoneValidator.description,
      keywords: "ověření kontrola formát E.164 seznam",
    },
    ...apiReferences.map(({ route, title }) => ({
      route,
      title,
      section: csSearch.sections.api,
      description: csApi.referenceDescription(title),
      keywords: "OpenAPI referenční dokumentace endpoint",
    })),
  ].map((page) => ({ ...page, headings: [], text: "" }));

/** The country price pages, from the price list's countries. */
export function countrySearchSources(countries: readonly CountryPrice[]): SearchSource[] {
  return countries.map((country) => ({
    route: countryRoute(country.slug),
    title: `${country.name}: ceny SMS a zpráv`,
    // The name and the price words weigh as a title; "SMS" and "zpráv" would make every
    // country page answer a search for SMS.
    titleTerms: `${country.name} ceny`,
    section: csSearch.sections.prices,
    description: `Předvolba ${country.dialCode}, ceny SMS, Viber, WhatsApp a RCS.`,
    headings: [],
    // English names too: developers and foreign colleagues search "Germany", "United Kingdom".
    keywords: [...country.aliases, ...englishCountryNames(country.iso), country.iso, country.dialCode].join(" "),
    text: "",
  }));
}

/** Everything the index holds, one source per page. */
export function searchSources(data: SearchQueryData, countries: SearchSource[]): SearchSource[] {
  const mdx = data.allMdx.nodes
    .filter((node) => !node.frontmatter.unlisted && isBuilt(node.frontmatter))
    .map((node): SearchSource => {
      const codes = apiCodesOf(node.body);
      return {
        route: node.fields.route,
        title: node.frontmatter.title,
        section: sectionOf(node),
        description: node.frontmatter.description ?? "",
        headings: [...headingsOf(node.body), ...faqQuestionsOf(node.body)],
        keywords: [...tableCodesOf(node.body), ...codes.keywords].join(" "),
        text: [markdownToText(node.body), ...codes.text].join(" ").replace(/\s+/g, " ").trim(),
      };
    });
  return [...mdx, ...codePages(), ...countries];
}

const route = z.string().regex(/^\/.*\/$/, "adresa stránky začíná i končí lomítkem, např. „/cenik/“");
const synonymsSchema = z.object({
  synonyms: z.array(
    z.array(z.string().trim().min(1)).min(2, "skupina potřebuje aspoň dvě slova nebo fráze, které znamenají totéž"),
  ),
  related: z.array(z.tuple([route, route], { invalid_type_error: "má být dvojice adres [/a/, /b/]" })).default([]),
});
export type SearchSynonyms = z.infer<typeof synonymsSchema>;

/** The editors' synonym list; a malformed file fails the build naming the file, the line and the item. */
export function readSynonyms(text = fs.readFileSync(SYNONYMS_FILE, "utf8")): SearchSynonyms {
  const { data, problems } = readYamlData(SYNONYMS_FILE, text, synonymsSchema);
  if (!data) throw new ContentProblemsError(problems);
  return data;
}

/** The index, or an error naming a related route that no indexed page has (with its line, given
 * the list's text). */
export function searchIndexOf(sources: SearchSource[], synonyms: SearchSynonyms, text?: string): SearchIndex {
  const routes = new Set(sources.map((s) => s.route));
  const lineOf = text === undefined ? undefined : readYamlSource(SYNONYMS_FILE, text).lineOf;
  const unknown = synonyms.related.flatMap((pair, i) =>
    pair
      .map((route, j) => ({ route, path: ["related", i, j] }))
      .filter(({ route }) => !routes.has(route))
      .map(({ route, path }): ContentProblem => ({
        file: SYNONYMS_FILE,
        line: lineOf?.(path),
        field: dataField(path),
        message: `stránka „${route}“ neexistuje nebo není ve vyhledávání (koncept či skrytá stránka); uveďte adresu zveřejněné stránky`,
      })),
  );
  if (unknown.length) throw new ContentProblemsError(unknown);
  return buildSearchIndex(sources, synonyms.synonyms, synonyms.related);
}

/** Writes the index to public/ at SEARCH_INDEX_URL; returns the file. */
export function writeSearchIndex(index: SearchIndex, publicDir = path.resolve("public")): string {
  const file = path.join(publicDir, SEARCH_INDEX_URL);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(index));
  return file;
}

/** createPages: builds and writes the index. */
export async function createSearchIndex({ graphql, reporter, getNodesByType }: CreatePagesArgs): Promise<void> {
  const result = await graphql<SearchQueryData>(`
    query SearchSources {
      allMdx {
        nodes {
          body
          fields {
            kind
            route
          }
          frontmatter {
            title
            description
            draft
            unlisted
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the pages for the search index", result.errors);
    return;
  }
  const pricing = pricingOf({ getNodesByType });
  if (!pricing) return;
  try {
    const sources = searchSources(result.data, countrySearchSources(pricing.countries));
    const synonyms = fs.readFileSync(SYNONYMS_FILE, "utf8");
    writeSearchIndex(searchIndexOf(sources, readSynonyms(synonyms), synonyms));
  } catch (error) {
    reporter.panicOnBuild(error instanceof Error ? error.message : String(error));
  }
}

/** The index of a finished build (public/), for the relevance test and the bench. */
export function readBuiltSearchIndex(publicDir = path.resolve("public")): { file: string; index: SearchIndex } {
  const file = path.join(publicDir, SEARCH_INDEX_URL);
  if (!fs.existsSync(file)) throw new Error(`No search index at ${file}: run a build first`);
  return { file, index: JSON.parse(fs.readFileSync(file, "utf8")) as SearchIndex };
}
