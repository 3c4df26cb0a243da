import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { ContentProblemsError, dataField, lineAt, readYamlData, type ContentProblem } from "../lib/content-problems";
import { TRUST_FACTS } from "../lib/product-facts";

// Facts that several pages repeat (delivery time, SLA, throughput, operators, free test SMS…) live
// in content/facts.yaml only. Pages and docs show them with <Fact name="…" />, the steps to start
// with <OnboardingSteps />, the delivery states with <DeliveryStates />; the build gives each page
// the names of the facts its MDX names (as it does prices, src/node/page-prices.ts) and fails on an
// unknown one; the template queries their values (ProductFact nodes, src/node/product-fact-nodes.ts).

export const FACTS_FILE = "content/facts.yaml";

const text = z.string().trim().min(1);
const factSchema = z
  .object({
    value: text,
    short: text.optional(),
    about: text,
    typed: z
      .array(
        z.string().refine((source) => {
          try {
            new RegExp(source, "u");
            return true;
          } catch {
            return false;
          }
        }, "není platný regulární výraz (zvláštní znaky jako ( [ . ? označte zpětným lomítkem)"),
      )
      .optional(),
  })
  .strict();

const factsFileSchema = z
  .object({
    facts: z.record(
      z.string().regex(/^[a-z][A-Za-z0-9]*$/, "název faktu pište camelCase (např. „freeTestSms“)"),
      factSchema,
    ),
    onboarding: z
      .array(z.object({ title: text, text, href: text.optional(), linkLabel: text.optional() }).strict())
      .min(2),
    deliveryStates: z.array(z.object({ name: text, text, statuses: z.array(text).min(1) }).strict()).min(2),
  })
  .strict();

export type FactsFile = z.infer<typeof factsFileSchema>;

let read: { key: string; data: FactsFile } | undefined;

/** Validates content/facts.yaml (or `source`); `{name}` in a step's text becomes that fact's value.
 * Throws a ContentProblemsError naming the file, the line and the field. Without `source` the file
 * is read and parsed once per build for every step that asks (sourceNodes, the pages, the docs,
 * the Markdown twins), and again only after it changed (`gatsby develop`). */
export function loadFacts(source?: string, file = FACTS_FILE): FactsFile {
  if (source === undefined) {
    const full = path.resolve(FACTS_FILE);
    const key = `${full} ${fs.statSync(full).mtimeMs}`;
    if (read?.key !== key) read = { key, data: loadFacts(fs.readFileSync(full, "utf8")) };
    return read.data;
  }
  const yaml = readYamlData(file, source, factsFileSchema);
  if (!yaml.data) throw new ContentProblemsError(yaml.problems);
  const data = yaml.data;
  const problems: ContentProblem[] = [];
  const fill = (value: string, where: (string | number)[]) =>
    value.replace(/\{(\w+)\}/g, (_m, name: string) => {
      if (!data.facts[name])
        problems.push({
          file,
          line: yaml.lineOf(where),
          field: dataField(where),
          message: `neznámý fakt {${name}} (fakty: ${Object.keys(data.facts).join(", ")})`,
        });
      return data.facts[name]?.value ?? name;
    });
  data.onboarding = data.onboarding.map((step, i) => ({ ...step, text: fill(step.text, ["onboarding", i, "text"]) }));
  if (problems.length) throw new ContentProblemsError(problems);
  return data;
}

/** The source with front matter (unless kept), code (fenced blocks, inline code) blanked out, lines kept. */
export const withoutCode = (source: string, { keepFrontMatter = false } = {}) =>
  source
    .replace(/^---\n[\s\S]*?\n---\n/, (front) => (keepFrontMatter ? front : front.replace(/[^\n]/g, " ")))
    .replace(/(`{3,})[\s\S]*?\1|`[^`\n]*`/g, (code) => code.replace(/[^\n]/g, " "));

const FACT_TAG = /<Fact\b([^>]*?)\/?>/g;

/** What a page's or doc's product facts need from its query. */
export interface ProductFactKeys {
  /** The facts it names with <Fact name="…"> and those <TrustBadges /> shows, each once. */
  factIds: string[];
  /** It shows the steps to start (<OnboardingSteps />, <OnboardingProgress />). */
  onboarding: boolean;
  /** It shows the delivery states (<DeliveryStates />). */
  deliveryStates: boolean;
}

/** The facts one MDX file uses, and a problem naming file and line for each unknown name. */
export function productFactsOf(
  source: string,
  file: string,
  data: FactsFile,
): ProductFactKeys & { problems: string[] } {
  const factIds = new Set<string>();
  const problems: string[] = [];
  const code = withoutCode(source);
  for (const match of code.matchAll(FACT_TAG)) {
    const name = match[1].match(/\bname=(?:"([^"]*)"|'([^']*)')/);
    const wanted = name?.[1] ?? name?.[2];
    if (!wanted || !Object.hasOwn(data.facts, wanted)) {
      problems.push(
        `${file}:${lineAt(source, match.index ?? 0)}: <Fact name=${JSON.stringify(wanted ?? null)}>: no such fact in ${FACTS_FILE} (facts: ${Object.keys(data.facts).join(", ")})`,
      );
      continue;
    }
    factIds.add(wanted);
  }
  if (/<TrustBadges\b/.test(code)) for (const name of TRUST_FACTS) if (data.facts[name]) factIds.add(name);
  return {
    factIds: [...factIds],
    onboarding: /<Onboarding(?:Steps|Progress)\b/.test(code),
    deliveryStates: /<DeliveryStates\b/.test(code),
    problems,
  };
}

/** The keys in a page's context, the query's variables (src/templates/page.tsx, doc.tsx): only
 * what the page uses, most pages name no fact. */
export type ProductFactsContext = { factIds?: string[]; onboarding?: true; deliveryStates?: true };

export const productFactsContext = ({ factIds, onboarding, deliveryStates }: ProductFactKeys): ProductFactsContext => ({
  ...(factIds.length ? { factIds } : {}),
  ...(onboarding ? { onboarding: true } : {}),
  ...(deliveryStates ? { deliveryStates: true } : {}),
});

const escape = (text: string) =>
  text
    .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
    .replace(/ /g, "[\\s\\u00a0]+")
    .replace(/-/g, "[-\\u2011]");

/** A typed form and what to write instead (<Fact name="…" /> unless the data shows it otherwise). */
export interface TypedFactPattern {
  name: string;
  pattern: RegExp;
  instead?: string;
}

// Numerals a count is typed with ("4 kroky", "pěti krocích", "čtyři stavy").
const COUNT = "(?<![\\p{L}\\d])(?:\\d+|dv[aěo]\\p{L}*|tř\\p{L}*|tři|čtyř\\p{L}*|pět\\p{L}*|šest\\p{L}*|sedm\\p{L}*)";

/** Counts the lists of facts.yaml hold (the steps to start, the delivery states): a page shows the
 * list with its component, and a count typed anywhere else goes stale when the list changes. */
const typedCounts: TypedFactPattern[] = [
  {
    name: "onboarding",
    // The steps to start, on a line about starting or registering ("Rozesílka ve čtyřech krocích" is
    // another list).
    pattern: new RegExp(
      `^(?=.*(?:začít|začn|registrac|/start/|první\\s+(?:zpráv|kampan|SMS)|účet)).*${COUNT}\\s+kro(?:k|ky|ků|cích)(?!\\p{L})`,
      "iu",
    ),
    instead: "show the steps with <OnboardingSteps /> and do not type their count",
  },
  {
    name: "deliveryStates",
    pattern: new RegExp(`${COUNT}\\s+(?:\\p{L}+\\s+)?stav(?:y|ů|ech)\\s+(?:doručení|zpráv)`, "iu"),
    instead: "name the states with <DeliveryStates /> or <DeliveryStates inline /> and do not type their count",
  },
];

/** Patterns that find a fact typed into a page: its value, its short form and its `typed` forms,
 * and the counts of the steps to start and of the delivery states. */
export function typedFactPatterns(data: FactsFile): TypedFactPattern[] {
  return Object.entries(data.facts)
    .flatMap(([name, fact]) =>
      [fact.value, fact.short]
        // A bare number ("2") would match every other use of it: such a fact says how it is typed.
        .filter((form): form is string => Boolean(form) && /\d/.test(form!) && /[^\d\s,.]/.test(form!))
        .map((form) => `(?<![\\p{L}\\d–-])${escape(form)}(?![\\p{L}\\d])`)
        .concat(fact.typed ?? [])
        .map((source) => ({ name, pattern: new RegExp(source, "u") })),
    )
    .concat(typedCounts);
}

/** Lines of an MDX file that type a fact the data file holds, as "file:line: …". Every line a
 * reader sees counts: the front matter (a title or description cannot hold <Fact>, so it must not
 * name the figure at all), the hero's figures (`facts` of <Hero>, <KeyFacts> items), link labels
 * (Markdown links, `linkLabel`, `secondaryLabel`, RelatedPages) and the text; code is not text a
 * reader sees typed. */
export function handTypedFacts(file: string, source: string, data: FactsFile): string[] {
  const patterns = typedFactPatterns(data);
  return withoutCode(source, { keepFrontMatter: true })
    .split("\n")
    .flatMap((line, i) => {
      // A hero's or KeyFacts' figure and its label are two strings of one item: ["6", "hotových
      // propojení"] reads "6 hotových propojení".
      const read = line.replace(/\[\s*(["'])(.*?)\1\s*,\s*(["'])(.*?)\3\s*\]/g, "[$2 $4]");
      const found = new Map<string, string>();
      for (const { name, pattern, instead } of patterns)
        if (!found.has(name) && (pattern.test(line) || pattern.test(read)))
          found.set(name, instead ?? `write <Fact name="${name}" />`);
      return [...found].map(
        ([name, instead]) =>
          `${file}:${i + 1}: fact "${name}" typed by hand (${instead}): ${line.trim().slice(0, 120)}`,
      );
    });
}
