import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { copySite, withField } from "../scripts/site-copy";
import { rawFrontmatterValue } from "../src/node/blog-content";

// A copy of the site grown as an editor grows it, for e2e/grown-site.unit.test.ts: 25 more posts, a
// new doc and a new content page, each one file dropped into content/ and nothing else edited.
// The copy is made by scripts/site-copy.ts.

export const NEW_POSTS = 25;
export const NEW_DOC = { file: "content/docs/help/prvni-kampan.mdx", route: "/docs/navody/prvni-kampan/" };
export const NEW_PAGE = { file: "content/pages/sms-pro-skoly.mdx", route: "/sms-pro-skoly/" };
export const newPostRoute = (i: number) => `/blog/rozhovor-${i + 1}/`;

/** A fresh copy of the site at `from` in a new temporary folder. */
export const grownSiteCopy = (from: string): string =>
  copySite(from, fs.mkdtempSync(path.join(os.tmpdir(), "depese-grown-")));

/** Adds the posts (each a copy of an existing one with its own title, date and slug), the doc
 * (with a `slug`, in no sidebar) and the page. */
export function growSite(dir: string): void {
  const blog = path.join(dir, "content/blog");
  const slugs = fs
    .readdirSync(blog, { withFileTypes: true })
    .filter((e) => e.isDirectory() && fs.existsSync(path.join(blog, e.name, "index.mdx")))
    .map((e) => e.name);
  for (let i = 0; i < NEW_POSTS; i++) {
    const target = path.join(dir, "content", newPostRoute(i));
    fs.cpSync(path.join(blog, slugs[i % slugs.length]), target, { recursive: true });
    const file = path.join(target, "index.mdx");
    const source = fs.readFileSync(file, "utf8");
    const field = (name: string) => rawFrontmatterValue(source, name) ?? "";
    const date = `2024-${String((i % 12) + 1).padStart(2, "0")}-${String((i % 28) + 1).padStart(2, "0")}`;
    let post = withField(source, "title", JSON.stringify(`Rozhovor ${i + 1}: ${field("title")}`));
    post = withField(post, "description", JSON.stringify(`Rozhovor ${i + 1}. ${field("description")}`));
    fs.writeFileSync(file, withField(post, "date", date));
  }
  fs.writeFileSync(
    path.join(dir, NEW_DOC.file),
    `---
title: První kampaň krok za krokem
description: Jak v aplikaci Depeše připravit, otestovat a odeslat první SMS kampaň a kde pak najdete doručenky.
slug: /navody/prvni-kampan
sidebar: false
---

## Příprava

Nahrajte kontakty, napište text a pošlete si zkušební SMS. Postup odeslání popisuje [Odesílání SMS](/docs/help/odesilani-sms/).

## Po odeslání

Doručenky najdete u kampaně v aplikaci; co znamenají jednotlivé stavy, vysvětluje [Úspěšnost doručení](/docs/help/uspesnost-doruceni/).
`,
  );
  fs.writeFileSync(
    path.join(dir, NEW_PAGE.file),
    `---
title: SMS pro školy
description: "Hromadné SMS pro školy a školky: omluvenky, změny rozvrhu a upozornění rodičům během několika sekund, s odpověďmi na sdílené číslo."
lead: Rodiče se o změně rozvrhu dozví hned, ne až z e-mailu večer.
layout: article
---

## Co školy posílají

Změny rozvrhu, třídní schůzky a upozornění na uzavření školy. Ceny najdete v [ceníku](/ceny/), odpovědi rodičů přijmete na [sdílené číslo](/sdilene-cislo/).
`,
  );
}
