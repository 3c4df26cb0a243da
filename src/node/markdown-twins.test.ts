import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { siteUrl } from "../config/env";
import { llmsTxt, markdownTwinOf, mdxToMarkdown } from "./markdown-twins";
import { markdownLinksAsHtml } from "./link-guard";

const page = {
  title: "Odeslání zprávy – POST /message",
  description: "Jedna zpráva až 1 000 příjemcům.",
  route: "/docs/api/json/api/send-message/",
};

describe("Markdown twins", () => {
  const source = fs.readFileSync(path.resolve("content/docs/api/json/api/send-message.mdx"), "utf8");
  const md = mdxToMarkdown(source, page);

  it("drops the front matter and starts with the title and description", () => {
    expect(md.startsWith("# Odeslání zprávy – POST /message\n\n> Jedna zpráva až 1 000 příjemcům.\n")).toBe(true);
    expect(md).not.toMatch(/^sidebar_position:/m);
  });

  it("writes out the generated samples and field tables, no JSX left", () => {
    expect(md).not.toMatch(/<Api|<Tabs|<Tab /);
    for (const label of ["curl", "PHP", "Python", "Node.js", "C#", "Java", "Go"]) expect(md).toContain(`**${label}**`);
    expect(md).toContain("```go\n// Odeslání jedné zprávy");
    expect(md).toMatch(/^\| `callbackUrl` \| URL \| nejvýše 2.048 znaků \|/m);
    expect(md).toMatch(/^\| `to` \| pole \(řetězec\), \*\*povinné\*\* \|/m);
  });

  it("writes product facts, the country count and the delivery states out as text", () => {
    const twin = mdxToMarkdown(
      'SLA <Fact name="sla" />, doručení <Fact name="deliveryTime" short />, <CountryCount /> zemí.\n\n<DeliveryStates />\n',
      page,
    );
    expect(twin).toMatch(/^SLA 99,95 %, doručení do 5 s, \d+ zemí\.$/m);
    expect(twin).toMatch(/^- \*\*Doručeno\*\* – .*\(API: `delivered`\)$/m);
    expect(twin).not.toMatch(/<Fact|<CountryCount|<DeliveryStates/);
  });

  it("writes the downloads of /docs/api/ as links", () => {
    const downloads = mdxToMarkdown("<ApiDownloads large />\n", page);
    expect(downloads).toContain(
      `[Stáhnout kolekci pro Postman](${siteUrl}/openapi/waba_restapi_v1.postman_collection.json)`,
    );
    expect(downloads).not.toContain("<ApiDownloads");
  });

  it("makes links absolute, but leaves code alone", () => {
    expect(md).toContain(`](${siteUrl}/docs/api/json/api/send-messages/)`);
    expect(md).not.toMatch(/\]\(\/(?!\/)/);
    const code = mdxToMarkdown("```md\n[a](/x/)\n```\n\n[b](#pole) ![Schéma](./obrazky/a.png)\n", page);
    expect(code).toContain("```md\n[a](/x/)\n```");
    expect(code).toContain(`[b](${siteUrl}/docs/api/json/api/send-message/#pole) *(Obrázek: Schéma)*`);
  });

  it("is linked at the route + index.md, and its links reach the link guard", () => {
    expect(markdownTwinOf("/docs/help/kontakty/")).toBe("/docs/help/kontakty/index.md");
    const html = markdownLinksAsHtml("[a](https://www.depese.cz/ceny/)\n```\n[b](/no/)\n```\n[c](/docs/x/index.md)");
    expect(html).toBe(
      '<html><body><a href="https://www.depese.cz/ceny/"></a><a href="/docs/x/index.md"></a></body></html>',
    );
  });
});

describe("llms.txt", () => {
  const text = llmsTxt(
    [
      { ...page, file: "x" },
      { title: "Kontakty", description: "Jak nás zastihnout.", route: "/docs/help/kontakty/", file: "y" },
    ],
    [{ title: "Hromadné SMS", description: "SMS pro firmy.", route: "/sms/" }],
  );

  it("follows the convention: h1, summary quote, sections of links with one-line descriptions", () => {
    expect(text).toMatch(/^# Depeše\n\n> .+\n/);
    expect(text).toContain(
      `## Dokumentace API\n\n- [Odeslání zprávy – POST /message](${siteUrl}/docs/api/json/api/send-message/index.md): Jedna zpráva až 1 000 příjemcům.`,
    );
    expect(text).toContain(`- [Kontakty](${siteUrl}/docs/help/kontakty/index.md): Jak nás zastihnout.`);
    expect(text).toContain(`- [Hromadné SMS](${siteUrl}/sms/): SMS pro firmy.`);
    expect(text).toContain(`${siteUrl}/openapi/jsonapi_v1.postman_collection.json`);
    expect(text).toContain(`${siteUrl}/ceny/cenik.json`);
  });
});
