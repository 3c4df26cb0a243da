import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { marketingPages } from "./marketing-pages";
import { MESSAGE_COMPONENTS, heroVisual, sectionSequence, visualKinds } from "./page-sections";

const sample = `---
title: Test
---

<Hero
  eyebrow="Pro e-shopy"
  price={<>SMS <Price channel="sms" from /> bez DPH</>}
  layout="below"
>
  <IntegrationFlow tool="Scénář" trigger={["A", "B"]} send={["C", "D"]} actions={[]} />
</Hero>

<FeatureGrid title="Co umí">
  <Feature title="Jedna">Text</Feature>
</FeatureGrid>

\`\`\`jsx
<Faq />
\`\`\`

<Section title="Obrázek" media={<SmsMessage sender="A">Ahoj</SmsMessage>} reverse>
Text
</Section>

<KeyFacts items={[["1", "x"]]} />
`;

describe("sectionSequence and heroVisual", () => {
  it("read the top-level sections with their variants, not their children or code samples", () => {
    expect(sectionSequence(sample)).toEqual(["Hero:below", "FeatureGrid", "Section:media-reverse", "KeyFacts"]);
  });
  it("read the hero's visual past a price prop holding JSX", () => {
    expect(heroVisual(sample)).toBe("IntegrationFlow");
    expect(heroVisual('<Hero eyebrow="x" />\n')).toBeNull();
  });
});

// The pages as they are: what their heroes show and how siblings differ.
const pages = marketingPages()
  .filter((p) => p.landing)
  .map((p) => ({ ...p, source: fs.readFileSync(p.file, "utf8") }));

describe("the heroes of the marketing pages", () => {
  // Pages that sell something other than a message: a message bubble would misrepresent them.
  const notMessages = [
    "/apple/",
    "/sms-chrome/",
    "/chat/",
    "/chat-widget/",
    "/sms-check/",
    "/rozesilani-sms/vyhodnoceni-rozesilani/",
    ...pages.map((p) => p.route).filter((r) => r.startsWith("/integrace/")),
  ];
  it.each(notMessages)("%s shows its product, not a message bubble", (route) => {
    const page = pages.find((p) => p.route === route);
    expect(page, `${route} is not a marketing page any more`).toBeDefined();
    const visual = heroVisual(page!.source);
    expect(visual, `${page!.file}: the <Hero> has no visual`).not.toBeNull();
    expect(MESSAGE_COMPONENTS, `${page!.file}: the <Hero> shows <${visual}>`).not.toContain(visual);
  });

  // One picture on page after page reads as a template: a phone with a bubble, or the same three
  // boxes, on every other page. The kind is the hero's child component (SmsMessage, IntegrationFlow…).
  it("show no kind of picture on more than eight pages", () => {
    const byKind = new Map<string, string[]>();
    for (const page of pages) {
      const kind = heroVisual(page.source) ?? "(none)";
      byKind.set(kind, [...(byKind.get(kind) ?? []), page.route]);
    }
    const crowded = [...byKind]
      .filter(([, routes]) => routes.length > 8)
      .map(([kind, routes]) => `<${kind}> on ${routes.length} pages: ${routes.join(", ")}`);
    expect(crowded, crowded.join("\n")).toEqual([]);
  });

  it("use at least eight kinds of product visual between them", () => {
    const kinds = visualKinds();
    const used = new Set(pages.map((p) => heroVisual(p.source)).filter((v) => v && kinds.includes(v)));
    expect([...used].sort().length, `in use: ${[...used].sort().join(", ")}`).toBeGreaterThanOrEqual(8);
  });
});

describe("sibling pages", () => {
  const families = ["integrace", "rcs", "whatsapp", "sms-sluzby"].map((family) => ({
    name: family,
    routes: pages.filter((p) => p.route.startsWith(`/${family}/`)).map((p) => p.route),
  }));
  // Pages a visitor compares side by side although they live in different folders.
  families.push({
    name: "automation",
    routes: ["/integrace/make/", "/integrace/n8n/", "/integrace/zapier/", "/jak-funguje-api/"],
  });

  it.each(families)("of $name do not share a section sequence", ({ routes }) => {
    expect(routes.length).toBeGreaterThan(1);
    const seen = new Map<string, string>();
    for (const route of routes) {
      const page = pages.find((p) => p.route === route)!;
      const sequence = sectionSequence(page.source).join(" → ");
      expect(
        seen.get(sequence),
        `${page.file} has the same sections as ${seen.get(sequence)}: ${sequence}`,
      ).toBeUndefined();
      seen.set(sequence, page.file);
    }
  });

  it("make, n8n, zapier and the API explainer start differently: hero visual or layout, then the first section", () => {
    const starts = ["/integrace/make/", "/integrace/n8n/", "/integrace/zapier/", "/jak-funguje-api/"].map((route) => {
      const source = pages.find((p) => p.route === route)!.source;
      const [hero, first] = sectionSequence(source);
      return `${hero} ${heroVisual(source)} ${first}`;
    });
    expect(new Set(starts).size, starts.join(" | ")).toBe(starts.length);
  });
});

it("visualKinds lists the components of src/components/Visuals", () => {
  expect(visualKinds()).toContain("CampaignEditor");
  expect(visualKinds()).not.toContain("Screen");
  expect(fs.existsSync(path.resolve("src/components/Visuals/CampaignEditor.tsx"))).toBe(true);
});
