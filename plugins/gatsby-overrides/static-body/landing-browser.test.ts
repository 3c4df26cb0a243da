import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The browser bundle replaces src/components/landing.tsx with ./landing-browser.tsx, so the sections' CSS
// reaches Gatsby's stylesheet only through the imports there: a stylesheet missing from that list
// would leave its section unstyled in production.
const browser = fs.readFileSync(path.resolve("plugins/gatsby-overrides/static-body/landing-browser.tsx"), "utf8");

function cssModules(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? cssModules(full) : e.name.endsWith(".module.css") ? [full] : [];
  });
}

// The folders of src/components whose components landing.tsx imports (`from "./Sections/Hero"`).
const landing = fs.readFileSync(path.resolve("src/components/landing.tsx"), "utf8");
const folders = new Set([...landing.matchAll(/from "\.\/([A-Z]\w*)[/"]/g)].map((m) => m[1]));

describe("landing-browser.tsx", () => {
  const sources = [...folders].map((d) => path.resolve("src/components", d));
  it("checks the folders of landing.tsx's components", () => expect(folders).toContain("Sections"));
  it.each(sources.flatMap(cssModules).map((f) => path.relative(path.resolve("src/components"), f)))(
    "imports %s",
    (file) => {
      expect(browser).toMatch(
        new RegExp(
          `import \\* as \\w+ from "\\.\\./\\.\\./\\.\\./src/components/${file.split(path.sep).join("/").replace(/\./g, "\\.")}";`,
        ),
      );
    },
  );
});
