import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { compile } from "@mdx-js/mdx";
import remarkLocalImages from "./remark-local-images";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mdx-images-"));
fs.writeFileSync(path.join(dir, "schema.png"), "");
fs.writeFileSync(path.join(dir, "kresba.svg"), "");
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const run = (markdown: string) =>
  compile({ value: markdown, path: path.join(dir, "stranka.mdx") }, { remarkPlugins: [remarkLocalImages] });

describe("remarkLocalImages", () => {
  it("accepts a described image next to the file and images by root path or URL", async () => {
    await expect(
      run("![Schéma doručení](./schema.png)\n\n![Logo](/logo.svg)\n\n![Graf](https://example.com/a.png)"),
    ).resolves.toBeTruthy();
  });

  it("fails naming the file and the image when the image is missing", async () => {
    await expect(run("![Schéma](./chybi.png)")).rejects.toThrow(
      /stranka\.mdx: image "\.\/chybi\.png" does not exist next to the file/,
    );
  });

  it("fails on an image without alternative text", async () => {
    await expect(run("![](./schema.png)")).rejects.toThrow(/image "\.\/schema\.png" has no alternative text/);
  });

  it("fails on a local format sharp does not process", async () => {
    await expect(run("![Kresba](./kresba.svg)")).rejects.toThrow(/use png, jpg, jpeg, webp/);
  });
});
