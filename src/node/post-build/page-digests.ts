import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { BuiltPage } from "./pipeline";

// What lets a rebuild's pass skip the pages that did not change: the digests of each page's HTML
// and page data as Gatsby wrote it and as the last clean pass left it, under a key of everything
// else the transforms and readers depend on (the compilation hash, the API references, the build's
// code). A page as the pass left it needs no transform; one Gatsby wrote again with the same text
// (it stitches every page again when a slice changed) gets the transforms, cheap, and the same
// final text. Either way, readers that say their verdict still holds (Reader.unchanged) skip it.

type Stored = { key: string; pages: Record<string, { gatsby: string; final: string }> };

/** A page against the last clean pass: as the pass left it, as Gatsby wrote it then, or changed. */
export type PageState = "final" | "gatsby" | "changed";

export class PageDigests {
  private readonly previous: Stored["pages"];
  private readonly next: Stored["pages"] = {};
  constructor(
    private readonly publicDir: string,
    private readonly cacheFile: string,
    private readonly key: string,
  ) {
    let stored: Stored | null = null;
    try {
      stored = JSON.parse(fs.readFileSync(cacheFile, "utf8")) as Stored;
    } catch {
      // no earlier pass, or a damaged record: every page is read
    }
    this.previous = stored?.key === key ? stored.pages : {};
  }

  /** The page's HTML and its page data (a changed context changes what readers derive from it). */
  digest(page: BuiltPage, html: string): string {
    const folder = page.route === "/" ? "index" : decodeURI(page.route).replace(/^\/|\/$/g, "");
    const pageData = path.join(this.publicDir, "page-data", folder, "page-data.json");
    const hash = crypto.createHash("sha256").update(html);
    if (!page.fragment && fs.existsSync(pageData)) hash.update("\0").update(fs.readFileSync(pageData));
    return hash.digest("base64");
  }

  state(page: BuiltPage, digest: string): PageState {
    const previous = this.previous[page.file];
    return previous?.final === digest ? "final" : previous?.gatsby === digest ? "gatsby" : "changed";
  }

  /** The digests of the page as it came (`gatsby`; for a page left as the pass left it, its
   * earlier one) and as the pass leaves it. */
  record(page: BuiltPage, gatsby: string, final: string): void {
    this.next[page.file] = { gatsby, final };
  }

  /** The digest Gatsby's text had at the last pass. */
  earlierGatsby(page: BuiltPage): string | undefined {
    return this.previous[page.file]?.gatsby;
  }

  /** After a clean pass only: a failed one is redone whole. */
  save(): void {
    fs.mkdirSync(path.dirname(this.cacheFile), { recursive: true });
    fs.writeFileSync(this.cacheFile, JSON.stringify({ key: this.key, pages: this.next } satisfies Stored));
  }
}
