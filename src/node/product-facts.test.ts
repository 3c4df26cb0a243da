import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { handTypedFacts, loadFacts, productFactsOf } from "./product-facts";
import { OPENAPI_DIR, readApiTables } from "./openapi";

const data = loadFacts();

describe("content/facts.yaml", () => {
  it("loads, with the facts' values filled into the steps to start", () => {
    expect(data.facts.sla.value).toMatch(/%$/);
    expect(data.onboarding.some((step) => step.text.includes(data.facts.freeTestSms.value))).toBe(true);
    expect(data.onboarding.every((step) => !/\{\w+\}/.test(step.text))).toBe(true);
  });

  it("names the file and field of a bad or missing value", () => {
    expect(() => loadFacts("facts:\n  sla:\n    value: ''\nonboarding: []\ndeliveryStates: []\n", "f.yaml")).toThrow(
      /f\.yaml: field "facts\.sla\.value"/,
    );
    expect(() => loadFacts("facts:\n  sla: {value: x, about: y, typed: ['(']}\n", "f.yaml")).toThrow(
      /f\.yaml: field "facts\.sla\.typed\.0": is not a valid regular expression/,
    );
    const steps = "onboarding:\n  - {title: A, text: 'má {nic}'}\n  - {title: B, text: b}\n";
    const states = "deliveryStates:\n  - {name: A, text: a, statuses: [x]}\n  - {name: B, text: b, statuses: [y]}\n";
    expect(() => loadFacts(`facts: {}\n${steps}${states}`, "f.yaml")).toThrow(
      /f\.yaml: field "onboarding\.0\.text": no fact named \{nic\}/,
    );
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
    const { product, problems } = productFactsOf(source, "a.mdx", data);
    expect(problems).toEqual([]);
    expect(Object.keys(product.facts)).toEqual(["deliveryTime"]);
    expect(product.facts.deliveryTime).toEqual({ value: "do 5 sekund", short: "do 5 s" });
    expect(product.onboarding).toHaveLength(data.onboarding.length);
    expect(product.deliveryStates).toBeUndefined();
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
      "Zhruba 10–20 SMS za minutu, `do 5 s` v kódu.",
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

  it("no file of content/pages/ or content/docs/ types a fact the data file holds", () => {
    const found = ["content/pages", "content/docs"]
      .flatMap((dir) => mdxFiles(path.resolve(dir)))
      .flatMap((file) => handTypedFacts(path.relative(process.cwd(), file), fs.readFileSync(file, "utf8"), data));
    expect(found).toEqual([]);
  });
});
