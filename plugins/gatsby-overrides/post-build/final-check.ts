import { AFTER_FIRST_PAINT_SCRIPT } from "../after-first-paint";
import { REFERENCE_END } from "./api-reference";
import { inlineStylesheets } from "./current-stylesheets";
import type { Reader } from "./pipeline";
import { readBootData } from "./scripts-after-paint";

// What every page must end the pipeline with, whatever each transform reported: the data block
// with its bundles and its own path, this build's loader right after it, and the compilation hash
// app-data.json has (otherwise every client-side navigation would become a full reload). The API
// reference pages hold the build's rendering of their reference. The stylesheets inlined in its
// head are this build's.

/** `appDataHash`: the hash public/page-data/app-data.json holds once the pipeline wrote it;
 * `stylesheets`: the file names of this build's stylesheets. */
export function finalCheck(
  appDataHash: string,
  referenceRoutes: readonly string[],
  stylesheets: ReadonlySet<string>,
): Reader {
  const problems: string[] = [];
  const seen = new Set<string>();
  let pages = 0;
  return {
    name: "final check",
    read(html, page) {
      if (page.fragment) return;
      pages++;
      const fail = (problem: string) => problems.push(`${page.file}: ${problem}`);
      if (referenceRoutes.includes(page.route)) {
        seen.add(page.route);
        if (!html.includes(REFERENCE_END)) fail("no rendering of the API reference");
      }
      try {
        for (const { file } of inlineStylesheets(html))
          if (!stylesheets.has(file)) fail(`the stylesheet /${file} inlined, not one of this build's`);
      } catch (error) {
        fail((error as Error).message);
      }
      let boot;
      try {
        boot = readBootData(html);
      } catch (error) {
        return fail(`a data block that is not JSON (${(error as Error).message})`);
      }
      if (!boot) return fail("no data block (#depese-boot)");
      if (!boot.loader) fail("no loader after the data block, or not this build's");
      if (!boot.data.bundles.length) fail("a data block without bundles");
      if (boot.data.globals.pagePath !== page.route)
        fail(`the data block's pagePath is ${JSON.stringify(boot.data.globals.pagePath)}`);
      const hash = boot.data.globals.___webpackCompilationHash;
      if (hash !== appDataHash) fail(`compilation hash ${JSON.stringify(hash)}, app-data.json has "${appDataHash}"`);
      if (html.split(AFTER_FIRST_PAINT_SCRIPT).length > 2) fail("the loader more than once");
    },
    // A page unchanged since the last clean pass passed it then; its hash and references are in the pass's key.
    unchanged(page) {
      if (page.fragment) return true;
      pages++;
      if (referenceRoutes.includes(page.route)) seen.add(page.route);
      return true;
    },
    finish() {
      const missing = referenceRoutes.filter((route) => !seen.has(route));
      return [
        ...(pages ? [] : ["no page in the build"]),
        ...missing.map((route) => `${route}: the API reference page was not built`),
        ...problems,
      ];
    },
  };
}
