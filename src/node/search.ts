import { markdownToText } from "../lib/reading-time";
import { TEXT_ENGINE_OPTIONS, TITLES_ENGINE_OPTIONS, type SearchEntry } from "../lib/search";
import { loadPricing } from "../lib/pricing";
import { cs } from "../i18n/cs";
import { BONUS_ROUTE, PRICE_LIST_ROUTE, countryRoute, readPricingFiles } from "./prices";
import { apiReferences } from "./openapi";
import { isBuildingForProduction } from "./pages";

// The site search index (spec §2.7), built by gatsby-plugin-local-search from the GraphQL data:
// every MDX page, doc and blog post, every country price page and the pages made in code. Drafts
// (outside develop) and unlisted pages stay out. The browser fetches the index on first use.

/** Two indexes (see src/lib/search.ts): titles, descriptions and keywords by prefix; page text by stem. */
export const SEARCH_INDEXES = { titles: "titles", text: "text" } as const;

export type SearchDocument = SearchEntry & { id: string; keywords: string; text: string };

type MdxNode = {
  id: string;
  body: string;
  fields: { kind: string; route: string };
  frontmatter: { title: string; description: string | null; draft: boolean | null; unlisted: boolean | null };
};
export type SearchQueryData = { allMdx: { nodes: MdxNode[] } };

const sectionOf = (node: MdxNode): string => {
  if (node.fields.kind === "docs") return node.fields.route.startsWith("/docs/api/") ? cs.search.sections.api : cs.search.sections.docs;
  if (node.fields.kind === "blog") return cs.search.sections.blog;
  return cs.search.sections.pages;
};

/** Pages made in code rather than from MDX. */
const codePages = (): SearchDocument[] => [
  { route: PRICE_LIST_ROUTE, title: cs.prices.listTitle, section: cs.search.sections.prices, description: cs.prices.listDescription, keywords: "cena ceník tarif DPH kredit", text: "" },
  { route: BONUS_ROUTE, title: "Bonus za dobití kreditu", section: cs.search.sections.prices, description: "Při vyšším dobití kreditu získáte procenta kreditu navíc.", keywords: "akce bonus dobití kredit sleva", text: "" },
  { route: "/tool/delka-sms/", title: cs.tools.smsLength.title, section: cs.search.sections.tools, description: cs.tools.smsLength.description, keywords: "počet znaků diakritika GSM UCS-2 kalkulačka", text: "" },
  { route: "/tool/validace-cisla/", title: cs.tools.phoneValidator.title, section: cs.search.sections.tools, description: cs.tools.phoneValidator.description, keywords: "telefonní číslo ověření formát E.164 seznam", text: "" },
  ...apiReferences.map(({ route, title }) => ({ route, title, section: cs.search.sections.api, description: cs.api.referenceDescription(title), keywords: "OpenAPI referenční dokumentace endpoint", text: "" })),
].map((page) => ({ ...page, id: page.route }));

/** Everything the index holds, one document per page. */
export function searchDocuments(data: SearchQueryData, countries = loadCountries()): SearchDocument[] {
  const mdx = data.allMdx.nodes
    .filter((node) => !node.frontmatter.unlisted && !(node.frontmatter.draft && isBuildingForProduction()))
    .map((node) => ({
      id: node.fields.route,
      route: node.fields.route,
      title: node.frontmatter.title,
      section: sectionOf(node),
      description: node.frontmatter.description ?? "",
      keywords: "",
      text: markdownToText(node.body).replace(/\s+/g, " ").trim(),
    }));
  return [...mdx, ...codePages(), ...countries];
}

function loadCountries(): SearchDocument[] {
  const { csv, meta } = readPricingFiles();
  return loadPricing(csv, meta).countries.map((country) => ({
    id: countryRoute(country.slug),
    route: countryRoute(country.slug),
    title: `${country.name}: ceny SMS a zpráv`,
    section: cs.search.sections.prices,
    description: `Předvolba ${country.dialCode}, ceny SMS, Viber, WhatsApp a RCS.`,
    keywords: [country.name, ...country.aliases, country.iso, country.dialCode].join(" "),
    text: "",
  }));
}

const query = `
  query SearchDocuments {
    allMdx {
      nodes {
        id
        body
        fields { kind route }
        frontmatter { title description draft unlisted }
      }
    }
  }
`;
const normalizer = ({ data }: { data: SearchQueryData }) => searchDocuments(data);

/** Options of the two gatsby-plugin-local-search instances (gatsby-config.ts). The titles index
 * carries the store the result list shows; the text index stores nothing. */
export const searchPluginOptions = [
  { name: SEARCH_INDEXES.titles, engine: "flexsearch", engineOptions: TITLES_ENGINE_OPTIONS, query, ref: "id", index: ["title", "description", "keywords"], store: ["title", "route", "section", "description"], normalizer },
  { name: SEARCH_INDEXES.text, engine: "flexsearch", engineOptions: TEXT_ENGINE_OPTIONS, query, ref: "id", index: ["text"], store: [], normalizer },
];
