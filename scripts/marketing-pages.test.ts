import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { marketingPages } from "./marketing-pages";

describe("marketingPages", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "pages-"));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const files = {
    "index.mdx": "",
    "sms/index.mdx": "",
    "sms/text-odesilatel.mdx": "---\nlayout: article\n---\n",
    "index copy.mdx": "",
    "koncept.mdx": "---\ndraft: true\n---\n",
  };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }

  it("routes each file by its path, index.mdx as its folder, drafts left out", () => {
    expect(marketingPages(root).map(({ route, landing }) => [route, landing])).toEqual([
      ["/", true],
      ["/index copy/", true],
      ["/sms/", true],
      ["/sms/text-odesilatel/", false],
    ]);
  });
});
