import fs from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import type { ContentProblemsError } from "../lib/content-problems";
import { handTypedFacts, loadFacts, productFactsContext, productFactsOf } from "./product-facts";
import { TRUST_FACTS } from "../lib/product-facts";
import { OPENAPI_DIR, readApiTables } from "./openapi";

const data = loadFacts();

describe("content/facts.yaml", () => {
  it("loads, with the facts' values filled into the steps to start", () => {
    expect(data.facts.sla.value).toMatch(/%$/);
    expect(data.onboarding.some((step) => step.text.includes(data.facts.freeTestSms.value))).toBe(true);
    expect(data.onboarding.every((step) => !/\{\w+\}/.test(step.text))).toBe(true);
  });

  it("is read and parsed once for every step that asks (sourceNodes, pages, docs, Markdown twins)", () => {
    const readFileSync = vi.spyOn(fs, "readFileSync");
    try {
      expect(loadFacts()).toBe(data);
      expect(loadFacts()).toBe(data);
      expect(readFileSync.mock.calls.filter(([file]) => String(file).endsWith("facts.yaml"))).toEqual([]);
    } finally {
      readFileSync.mockRestore();
    }
  });

  const problemsOf = (source: string) => {
    try {
      loadFacts(source, "content/facts.yaml");
    } catch (error) {
      return { message: (error as Error).message, problems: (error as ContentProblemsError).problems };
    }
    throw new Error("loadFacts accepted bad data");
  };

  it("names the file, line and field of a bad or missing value, in Czech", () => {
    const { message, problems } = problemsOf(
      "facts:\n  sla:\n    about: Dostupnost\n    value: ''\n  rychlost:\n    about: x\nonboarding: []\ndeliveryStates: []\n",
    );
    expect(problems).toContainEqual({
      file: "content/facts.yaml",
      line: 4,
      field: "pole „facts.sla.value“",
      message: "nesmí být prázdné",
    });
    // A missing value points at the fact that lacks it.
    expect(problems).toContainEqual({
      file: "content/facts.yaml",
      line: 5,
      field: "pole „facts.rychlost.value“",
      message: "chybí",
    });
    expect(message).toMatch(/^Obsah: \d+ chyb/);
    expect(message).toContain("content/facts.yaml:4: pole „facts.sla.value“: nesmí být prázdné");
    expect(problemsOf("facts:\n  sla: {value: x, about: y, typed: ['(']}\n").message).toContain(
      "content/facts.yaml:2: pole „facts.sla.typed.0“: není platný regulární výraz",
    );
    expect(problemsOf("facts:\n  sla: {value: x, about: y, cena: 1}\n").message).toContain(
      "content/facts.yaml:2: pole „facts.sla.cena“: neznámé pole",
    );
  });

  it("names the step that uses an unknown fact, and a YAML syntax error's line", () => {
    const steps = "onboarding:\n  - {title: A, text: 'má {nic}'}\n  - {title: B, text: b}\n";
    const states = "deliveryStates:\n  - {name: A, text: a, statuses: [x]}\n  - {name: B, text: b, statuses: [y]}\n";
    expect(problemsOf(`facts: {}\n${steps}${states}`).message).toContain(
      "content/facts.yaml:3: pole „onboarding.0.text“: neznámý fakt {nic}",
    );
    expect(problemsOf("facts:\n  sla:\n    value: x\n   about: y\n").problems).toEqual([
      {
        file: "content/facts.yaml",
        line: 4,
        field: "zápis YAML",
        message: "špatné odsazení (odsaďte mezerami stejně jako sousední pole)",
      },
    ]);
  });

  it("puts every delivery status of the API in exactly one state of the application", () => {
    const statuses = new Set(
      readApiTables(path.join(OPENAPI_DIR, "jsonapi_v1.yaml")).deliveryCodes.map((c) => c.status),
    );
    const listed = data.deliveryStates.flatMap((state) => state.statuses);
    expect([...listed].sort()).toEqual([...statuses].sort());
  });
});

describe("productFactsOf", () => {
  it("gives a page only the facts it names, the steps when it shows them, and ignores code", () => {
    const source =
      '---\ntitle: x\n---\nDo <Fact name="deliveryTime" />.\n\n`<Fact name="nic" />`\n\n<OnboardingSteps />';
    expect(productFactsOf(source, "a.mdx", data)).toEqual({
      factIds: ["deliveryTime"],
      onboarding: true,
      deliveryStates: false,
      problems: [],
    });
  });

  it("gives a page with <TrustBadges /> the facts it shows, each fact once", () => {
    const { factIds } = productFactsOf('<Fact name="sla" /> <TrustBadges /> <Fact name="sla" short />', "a.mdx", data);
    expect(factIds).toEqual(["sla", ...TRUST_FACTS.filter((name) => name !== "sla")]);
  });

  it("puts in the page's context only what the page shows", () => {
    expect(productFactsContext({ factIds: [], onboarding: false, deliveryStates: false })).toEqual({});
    expect(productFactsContext({ factIds: ["sla"], onboarding: false, deliveryStates: true })).toEqual({
      factIds: ["sla"],
      deliveryStates: true,
    });
  });

  it("names the file and line of an unknown fact", () => {
    const { problems } = productFactsOf('Úvod\n\n<Fact name="rychlost" />\n<Fact />', "content/pages/x.mdx", data);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(
      /^content\/pages\/x\.mdx:3: <Fact name="rychlost">: no such fact in content\/facts\.yaml/,
    );
    expect(problems[1]).toMatch(/^content\/pages\/x\.mdx:4: <Fact name=null>/);
  });
});

function mdxFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? mdxFiles(path.join(dir, e.name)) : e.name.endsWith(".mdx") ? [path.join(dir, e.name)] : [],
    );
}

describe("pages and docs take product facts from content/facts.yaml", () => {
  it("finds a fact typed by hand in its value, short or other form, naming file and line", () => {
    const text = [
      "---",
      "description: Doručení do 5 sekund.",
      "title: Kampaně",
      "---",
      "Doručení obvykle do 5 sekund.",
      'facts={[["do 5 s", "doručení"]]}',
      "Kampaně pouštíme mezi 9:00 a 20:00 a SLA je 99,9 %.",
      "Zhruba 120 SMS za minutu, `do 5 s` v kódu.",
      'Doručení <Fact name="deliveryTime" />, test <Fact name="freeTestSms" short />.',
    ].join("\n");
    const found = handTypedFacts("a.mdx", text, data);
    expect(found).toEqual([
      expect.stringMatching(/^a\.mdx:2: fact "deliveryTime" typed by hand/),
      expect.stringMatching(/^a\.mdx:5: fact "deliveryTime" typed by hand/),
      expect.stringMatching(/^a\.mdx:6: fact "deliveryTime" typed by hand/),
      expect.stringMatching(/^a\.mdx:7: fact "sla" typed by hand/),
      expect.stringMatching(/^a\.mdx:7: fact "marketingWindow" typed by hand/),
    ]);
  });

  it("reads a description, a hero's figure with its label and a link's label as text", () => {
    const text = [
      "---",
      "title: Jak začít – od registrace k první zprávě ve 4 krocích",
      "description: Textový odesílatel, který schválíme hned další pracovní den.",
      "---",
      '<Hero facts={[["6", "hotových propojení"], ["15–30 min", "první scénář"], ["10–20", "SMS za minutu"]]} />',
      "<KeyFacts items={[['2', 'datová centra v Praze']]} />",
      "- [Jak začít](/start/) – registrace a první zpráva v pěti krocích",
      '<Feature href="/faq/" linkLabel="Pět stavů doručení">',
      "Rozesílka ve čtyřech krocích, ve 3 krocích k první kampani.",
      "Celá konverzace se účtuje jako jedna položka.",
      '<Hero facts={[[<Fact name="integrationCount" />, "propojení"], [<Fact name="integrationSetup" short />, "nastavení"]]} />',
      "Každá zpráva má jeden ze stavů <DeliveryStates inline />, kroky ukazuje <OnboardingSteps />.",
    ].join("\n");
    expect(handTypedFacts("a.mdx", text, data)).toEqual([
      expect.stringMatching(/^a\.mdx:2: fact "onboarding" typed by hand \(show the steps with <OnboardingSteps \/>/),
      expect.stringMatching(/^a\.mdx:3: fact "senderApproval" typed by hand/),
      expect.stringMatching(/^a\.mdx:5: fact "integrationCount" typed by hand/),
      expect.stringMatching(/^a\.mdx:5: fact "integrationSetup" typed by hand/),
      expect.stringMatching(/^a\.mdx:5: fact "simThroughput" typed by hand/),
      expect.stringMatching(/^a\.mdx:6: fact "dataCenters" typed by hand/),
      expect.stringMatching(/^a\.mdx:7: fact "onboarding" typed by hand/),
      expect.stringMatching(/^a\.mdx:8: fact "deliveryStates" typed by hand/),
      expect.stringMatching(/^a\.mdx:9: fact "onboarding" typed by hand/),
      expect.stringMatching(/^a\.mdx:10: fact "rcsBilling" typed by hand/),
    ]);
  });

  it("holds the integration count equal to the integrations it counts and their pages", () => {
    const named = data.facts.integrations.value.split(/,\s*|\s+(?:a|i|nebo)\s+/);
    const pages = fs
      .readdirSync(path.resolve("content/pages/integrace"))
      .filter((f) => /^(?!index\.)\w+\.mdx$/.test(f));
    expect(Number(data.facts.integrationCount.value)).toBe(named.length);
    expect(pages).toHaveLength(named.length);
  });

  it("no file of content/pages/ or content/docs/ types a fact the data file holds", () => {
    const found = ["content/pages", "content/docs"]
      .flatMap((dir) => mdxFiles(path.resolve(dir)))
      .flatMap((file) => handTypedFacts(path.relative(process.cwd(), file), fs.readFileSync(file, "utf8"), data));
    expect(found).toEqual([]);
  });
});
