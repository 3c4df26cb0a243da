import fs from "node:fs";
import path from "node:path";
import { createFilePath } from "gatsby-source-filesystem";

// The marketing pages: every MDX file of content/pages/ in the landing frame (the default), so a
// new page is tested and photographed without being listed anywhere.

function mdxFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? mdxFiles(full) : entry.name.endsWith(".mdx") ? [full] : [];
  });
}

export interface MarketingPage {
  route: string;
  file: string;
  landing: boolean;
}

export function marketingPages(root = path.resolve("content/pages")): MarketingPage[] {
  return mdxFiles(root)
    .map((file) => {
      const source = fs.readFileSync(file, "utf8");
      const frontmatter = source.match(/^---\n([\s\S]*?)\n---/)?.[1] ?? "";
      return {
        route: createFilePath({
          node: { internal: { type: "File" }, relativePath: path.relative(root, file) } as never,
          getNode: () => undefined,
          basePath: "",
        }),
        file: path.relative(process.cwd(), file),
        landing: !/^layout:\s*article\s*$/m.test(frontmatter),
        draft: /^draft:\s*true\s*$/m.test(frontmatter),
      };
    })
    .filter((p) => !p.draft)
    .map(({ route, file, landing }) => ({ route, file, landing }))
    .sort((a, b) => a.route.localeCompare(b.route));
}

export const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1440, height: 900 },
] as const;
