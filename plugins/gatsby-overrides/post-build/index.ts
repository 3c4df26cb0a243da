import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { BuildArgs } from "gatsby";
import { GATSBY_INTERNALS } from "../internals";
import { apiReferences } from "../../../src/config/api-references";
import { renderApiReference, type RenderedReference } from "../../../src/node/api-reference-html";
import { cspReader } from "../../../src/node/csp-check";
import { linkGuardReader } from "../../../src/node/link-guard";
import { madePages } from "../../../src/node/route-families";
import type { MadePage } from "../../../src/lib/routes";
import { apiReferenceRoutes, apiReferenceSplice } from "./api-reference";
import { appDataHash, bundlesHash, stableCompilationHash, writeAppDataHash } from "./compilation-hash";
import { builtAssets, builtStylesheets, currentStylesheets } from "./current-stylesheets";
import { finalCheck } from "./final-check";
import { eagerCompileProblems } from "../webpack";
import { runPipeline, type Reader, type Transform } from "./pipeline";
import { PageDigests } from "./page-digests";
import { scriptsAfterFirstPaint } from "./scripts-after-paint";
import { staticBodiesReader } from "./static-bodies";
import { stripNulBytes } from "./strip-nul-bytes";
import { stageLine } from "../../../src/node/step-timing";

// onPostBuild's one pass over the built pages (README.md beside).

/** The transforms, in their order: each later one reads what the earlier ones left. */
export const postBuildTransforms = (
  references: ReadonlyMap<string, RenderedReference>,
  hash: string,
  publicDir: string,
  stylesheets: ReadonlyMap<string, string>,
): Transform[] => [
  stripNulBytes, // first: every later step reads the text as it should be
  currentStylesheets(publicDir, stylesheets),
  apiReferenceSplice(references),
  scriptsAfterFirstPaint,
  stableCompilationHash(hash), // rewrites the hash the scripts transform put into the data block
];

/** The readers of every page's final HTML. */
export const postBuildReaders = (
  projectDir: string,
  hash: string,
  made: ReadonlyMap<string, MadePage>,
  stylesheets: ReadonlyMap<string, string>,
): Reader[] => [
  cspReader(),
  linkGuardReader(projectDir, made),
  staticBodiesReader(path.join(projectDir, "public")),
  finalCheck(hash, apiReferenceRoutes(), new Set(stylesheets.values())),
];

/** The build's code: Gatsby's compiled gatsby-node.js of the site and of this plugin, which bundle
 * every build step (when one is missing, a text no later build repeats). */
function buildCode(projectDir: string): Buffer[] {
  return [GATSBY_INTERNALS.compiledGatsbyNode.value, GATSBY_INTERNALS.compiledPluginGatsbyNode.value].map((file) => {
    const code = path.join(projectDir, file);
    return fs.existsSync(code) ? fs.readFileSync(code) : Buffer.from(`${Date.now()}`);
  });
}

/** What a page's passage through the pass depends on besides its own HTML and page data. */
function passKey(projectDir: string, hash: string, references: ReadonlyMap<string, RenderedReference>): string {
  const digest = crypto
    .createHash("sha256")
    .update(hash)
    .update(JSON.stringify([...references]));
  for (const code of buildCode(projectDir)) digest.update(code);
  return digest.digest("base64");
}

/** Redoc's rendering of one specification, kept in .cache/ under a digest of the specification, of
 * the build's code (buildCode) and of Redoc's version: a rebuild with none changed reuses it
 * instead of running Redoc (3 to 13 s on the 2-core machine, docs/architecture.md). */
async function renderCached(projectDir: string, specFile: string, specUrl: string): Promise<RenderedReference> {
  const hash = crypto.createHash("sha256").update(fs.readFileSync(specFile));
  for (const code of buildCode(projectDir)) hash.update(code);
  const digest = hash
    .update(fs.readFileSync(path.join(projectDir, "node_modules/redoc/package.json"))) // its version
    .update(specUrl)
    .digest("hex");
  const cached = path.join(projectDir, GATSBY_INTERNALS.cacheDir.value, "api-references", `${digest}.json`);
  if (fs.existsSync(cached)) return JSON.parse(fs.readFileSync(cached, "utf8")) as RenderedReference;
  const rendered = await renderApiReference(specFile, specUrl);
  fs.mkdirSync(path.dirname(cached), { recursive: true });
  fs.writeFileSync(cached, JSON.stringify(rendered));
  return rendered;
}

/** Redoc's rendering of each reference page's specification, by route (slow: done once, before the pass). */
async function renderReferences(publicDir: string): Promise<Map<string, RenderedReference>> {
  const references = new Map<string, RenderedReference>();
  for (const { route, file } of apiReferences) {
    const specUrl = `/openapi/${file}`;
    try {
      references.set(route, await renderCached(path.dirname(publicDir), path.join(publicDir, specUrl), specUrl));
    } catch (error) {
      throw new Error(`API reference ${route}: Redoc could not render ${specUrl}: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }
  return references;
}

const SHOWN = 30;

/** onPostBuild, after the steps that write other files (the link guard checks links to them). */
export async function runPostBuildPipeline(
  { reporter, store, getNodesByType }: Pick<BuildArgs, "reporter" | "store" | "getNodesByType">,
  render: (publicDir: string) => Promise<Map<string, RenderedReference>> = renderReferences,
): Promise<void> {
  const { program } = store.getState() as { program: { directory: string } };
  const publicDir = path.join(program.directory, "public");
  const start = Date.now();
  let references: Map<string, RenderedReference>;
  try {
    references = await render(publicDir);
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
    return;
  }
  const rendered = Date.now();
  const problems: string[] = [];
  try {
    problems.push(...eagerCompileProblems(publicDir, builtAssets(publicDir).app ?? []));
  } catch (error) {
    problems.push(`webpack.stats.json: first-load bundles: ${(error as Error).message}`);
  }
  const hash = bundlesHash(publicDir);
  try {
    writeAppDataHash(publicDir, hash);
  } catch (error) {
    problems.push(`page-data/app-data.json: stable compilation hash: ${(error as Error).message}`);
  }
  let appHash = "";
  try {
    appHash = appDataHash(publicDir);
  } catch {
    // Named above; the final check then names every page's hash too.
  }
  let stylesheets = new Map<string, string>();
  try {
    stylesheets = builtStylesheets(publicDir);
  } catch (error) {
    problems.push(`webpack.stats.json: current stylesheets: ${(error as Error).message}`);
  }
  const transforms = postBuildTransforms(references, hash, publicDir, stylesheets);
  const readers = postBuildReaders(program.directory, appHash, madePages({ getNodesByType }), stylesheets);
  const digests = new PageDigests(
    publicDir,
    path.join(program.directory, GATSBY_INTERNALS.cacheDir.value, "post-build-pages.json"),
    passKey(program.directory, hash, references),
  );
  const result = runPipeline(publicDir, transforms, readers, digests);
  problems.push(...result.problems);
  if (problems.length) {
    reporter.panicOnBuild(
      `Post-build: ${problems.length} problem(s); Gatsby's output the transforms expect is in plugins/gatsby-overrides/post-build/gatsby-output.ts:\n` +
        problems
          .slice(0, SHOWN)
          .map((problem) => `  ${problem}`)
          .join("\n") +
        (problems.length > SHOWN ? `\n  … and ${problems.length - SHOWN} more` : ""),
    );
    return;
  }
  digests.save();
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const names = transforms.map((transform) => transform.name).join(", ");
  reporter.info(
    `Post-build: ${result.files} HTML files read once, ${result.written} rewritten (${names}), ${result.unchanged} unchanged since the last build; ` +
      `compilation hash ${hash}; Redoc ${seconds(rendered - start)}, pass ${seconds(Date.now() - rendered)}.`,
  );
  for (const reader of readers) if (reader.summary) reporter.info(`${reader.name}: ${reader.summary()}`);
  reporter.success(stageLine("post-build: Redoc", rendered - start));
  for (const [name, ms] of result.timings) reporter.success(stageLine(`post-build pass: ${name}`, ms));
}
