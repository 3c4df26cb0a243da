import { describe, expect, it } from "vitest";
import { compile } from "@mdx-js/mdx";
import remarkGfm from "remark-gfm";
import remarkExternalUrls, { defaultRewrites, rewriteUrl, type UrlRewrite } from "./remark-external-urls";
import { externalUrls, productionUrls } from "../config/env";

const staging: UrlRewrite[] = [
  { from: "https://app.depese.cz/", to: "https://app.staging.depese.cz" },
  { from: "https://status.depese.cz/", to: "https://depese.statuspage.io/" },
];

const mdx = async (source: string, rewrites = staging) =>
  String(await compile(source, { remarkPlugins: [remarkGfm, [remarkExternalUrls, { rewrites }]] }));

describe("rewriteUrl", () => {
  it("moves production addresses to the configured base, keeping path, query and hash", () => {
    expect(rewriteUrl("https://app.depese.cz/registrace/", staging)).toBe("https://app.staging.depese.cz/registrace/");
    expect(rewriteUrl("https://app.depese.cz/prihlaseni/?next=/kredit#top", staging)).toBe(
      "https://app.staging.depese.cz/prihlaseni/?next=/kredit#top",
    );
    expect(rewriteUrl("https://app.depese.cz", staging)).toBe("https://app.staging.depese.cz");
    expect(rewriteUrl("https://status.depese.cz/", staging)).toBe("https://depese.statuspage.io/");
  });

  it("leaves other hosts alone, including look-alikes", () => {
    for (const url of [
      "https://www.depese.cz/ceny/",
      "https://app.depese.cz.example.com/",
      "https://api.depese.cz/json/v1",
      "/docs/kontakt/",
      "mailto:podpora@depese.cz",
    ]) {
      expect(rewriteUrl(url, staging)).toBe(url);
    }
  });

  it("by default rewrites to the environment's addresses (production when nothing is set)", () => {
    expect(defaultRewrites.map((r) => r.from)).toEqual([productionUrls.app, productionUrls.status]);
    expect(rewriteUrl("https://app.depese.cz/registrace/")).toBe(externalUrls.registration);
    expect(rewriteUrl("https://status.depese.cz/")).toBe(externalUrls.status);
  });
});

describe("remarkExternalUrls", () => {
  it("rewrites Markdown links, reference definitions and JSX href attributes", async () => {
    const js = await mdx(
      [
        "[Registrace](https://app.depese.cz/registrace/) a [přihlášení][login].",
        "",
        "[login]: https://app.depese.cz/prihlaseni/",
        "",
        '<a href="https://status.depese.cz/">Stav</a>',
      ].join("\n"),
    );
    expect(js).toContain('"https://app.staging.depese.cz/registrace/"');
    expect(js).toContain('"https://app.staging.depese.cz/prihlaseni/"');
    expect(js).toContain('"https://depese.statuspage.io/"');
    expect(js).not.toMatch(/app\.depese\.cz|status\.depese\.cz/);
  });

  it("changes a link text that is the address itself, and no other text", async () => {
    const js = await mdx(
      "Stav najdete na [status.depese.cz](https://status.depese.cz/), aplikace běží na app.depese.cz.\n\nAdresa: https://app.depese.cz/",
    );
    expect(js).toContain('children: "depese.statuspage.io"');
    expect(js).toContain('children: "https://app.staging.depese.cz/"');
    expect(js).toContain("aplikace běží na app.depese.cz.");
  });

  it("never touches code", async () => {
    const js = await mdx(
      '`https://app.depese.cz/registrace/`\n\n```html\n<script src="https://app.depese.cz/widget/chat.js"></script>\n```',
    );
    expect(js).toContain("https://app.depese.cz/registrace/");
    expect(js).toContain("https://app.depese.cz/widget/chat.js");
    expect(js).not.toContain("staging");
  });
});
