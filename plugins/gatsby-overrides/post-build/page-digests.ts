import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { BuiltPage } from "./types";

// What lets a rebuild's pass skip the pages that did not change: the digest of each page's final
// HTML and page data after the last clean pass, under a key of everything else the transforms and
// readers depend on (the compilation hash, the API references, the build's code). A page as the
// pass left it needs no transform. A page Gatsby wrote again (it stitches every page again when a
// slice changed, with its own compilation hash, which the pass replaces) gets the transforms,
// cheap; when its final text is the last one, readers that say their verdict still holds
// (Reader.unchanged) do not read it again.

/** Per page: the digest, and what readers keep of it (Reader.memo), by reader. */
type StoredPage = { digest: string; memos?: Record<string, unknown> };
type Stored = { key: string; pages: Record<string, StoredPage> };

export class PageDigests {
  private readonly previous: Record<string, StoredPage>;
  private readonly next: Record<string, StoredPage> = {};
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

  /** Whether the page's digest is the one the last clean pass left. */
  unchanged(page: BuiltPage, digest: string): boolean {
    return this.previous[page.file]?.digest === digest;
  }

  /** What `reader` kept of the page in the last clean pass. */
  memo(page: BuiltPage, reader: string): unknown {
    return this.previous[page.file]?.memos?.[reader];
  }

  record(page: BuiltPage, digest: string, memos: Record<string, unknown> = {}): void {
    this.next[page.file] = Object.keys(memos).length ? { digest, memos } : { digest };
  }

  /** After a clean pass only: a failed one is redone whole. */
  save(): void {
    fs.mkdirSync(path.dirname(this.cacheFile), { recursive: true });
    fs.writeFileSync(this.cacheFile, JSON.stringify({ key: this.key, pages: this.next } satisfies Stored));
  }
}
