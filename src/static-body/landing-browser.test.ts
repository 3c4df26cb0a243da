import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The browser bundle replaces src/components/landing.tsx with ./landing-browser.tsx, so the sections' CSS
// reaches Gatsby's stylesheet only through the imports there: a stylesheet missing from that list
// would leave its section unstyled in production.
const browser = fs.readFileSync(path.resolve("src/static-body/landing-browser.tsx"), "utf8");

function cssModules(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? cssModules(full) : e.name.endsWith(".module.css") ? [full] : [];
  });
}

describe("landing-browser.tsx", () => {
  const sources = ["Sections", "Messages", "Visuals", "Price", "Icon", "Fact", "Proof"]
    .map((d) => path.resolve("src/components", d))
    .filter(fs.existsSync);
  it.each(sources.flatMap(cssModules).map((f) => path.relative(path.resolve("src/components"), f)))(
    "imports %s",
    (file) => {
      expect(browser).toMatch(
        new RegExp(
          `import \\* as \\w+ from "\\.\\./components/${file.split(path.sep).join("/").replace(/\./g, "\\.")}";`,
        ),
      );
    },
  );
});
