import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// A copy of the site grown as an editor grows it, for e2e/route-families.test.ts: 25 more posts, a
// new doc and a new content page, each one file dropped into content/ and nothing else edited.
// The copy lives under the system's temporary folder with node_modules linked, so its build
// writes its own .cache/ and public/.

const SKIP = new Set(["node_modules", ".cache", "public", ".git", "screenshots"]);

export const NEW_POSTS = 25;
export const NEW_DOC = { file: "content/docs/help/prvni-kampan.mdx", route: "/docs/navody/prvni-kampan/" };
export const NEW_PAGE = { file: "content/pages/sms-pro-skoly.mdx", route: "/sms-pro-skoly/" };
export const newPostRoute = (i: number) => `/blog/rozhovor-${i + 1}/`;

/** A fresh copy of the site at `from` in a new temporary folder. */
export function copySite(from: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "depese-grown-"));
  for (const name of fs.readdirSync(from))
    if (!SKIP.has(name)) fs.cpSync(path.join(from, name), path.join(dir, name), { recursive: true });
  fs.symlinkSync(path.join(from, "node_modules"), path.join(dir, "node_modules"), "dir");
  return dir;
}

/** Adds the posts (each a copy of an existing one with its own title, date and slug), the doc
 * (with a `slug`, in no sidebar) and the page. */
export function growSite(dir: string): void {
  const blog = path.join(dir, "content/blog");
  const sources = fs
    .readdirSync(blog, { withFileTypes: true })
    .filter((e) => e.isDirectory() && fs.existsSync(path.join(blog, e.name, "index.mdx")))
    .map((e) => e.name);
  for (let i = 0; i < NEW_POSTS; i++) {
    const source = sources[i % sources.length];
    const target = path.join(dir, "content", newPostRoute(i));
    fs.cpSync(path.join(blog, source), target, { recursive: true });
    const file = path.join(target, "index.mdx");
    const day = String((i % 28) + 1).padStart(2, "0");
    fs.writeFileSync(
      file,
      fs
        .readFileSync(file, "utf8")
        .replace(/^title: "?(.*?)"?$/m, (_, title: string) => `title: "Rozhovor ${i + 1}: ${title.replace(/"/g, "")}"`)
        .replace(
          /^description: "?(.*?)"?$/m,
          (_, d: string) => `description: "Rozhovor ${i + 1}. ${d.replace(/"/g, "")}"`,
        )
        .replace(/^date: .*$/m, `date: 2024-${String((i % 12) + 1).padStart(2, "0")}-${day}`),
    );
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
