import type { GatsbyNode } from "gatsby";
import { validateConfigOnStart } from "./src/node/config";
import { createContentSchema } from "./src/node/schema";
import { addMdxFields } from "./src/node/mdx-fields";
import { forgetContentProblems, keepProblemsPage, showContentProblems } from "./src/node/content-problems";
import { writeRobotsTxt } from "./src/node/sitemap";
import { runWriteDeployConfig } from "./src/node/deploy-config";
import { runPostBuildPipeline } from "./plugins/gatsby-overrides/post-build";
import { writeSecurityTxt } from "./src/node/security-txt";
import { runPrecompress } from "./plugins/gatsby-overrides/precompress";
import { writeBlogFeed } from "./src/node/blog-feed";
import { createApiReferencePages } from "./src/node/openapi";
import { writeOpenApiFiles } from "./src/node/openapi-files";
import { writePrivacyPolicyPdf } from "./src/node/privacy-pdf";
import { writePriceListCsv, writePriceListJson } from "./src/node/prices";
import { createSearchIndex } from "./src/node/search";
import { createProductFactSchema, sourceProductFacts } from "./src/node/product-fact-nodes";
import { createApiOperationSchema, sourceApiOperations } from "./src/node/api-operation-nodes";
import { writeDocsForAssistants } from "./src/node/markdown-twins";
import { matchIndexPathToNotFound } from "./src/node/not-found";
import { checkRouteFamilies } from "./src/node/route-families";
import { timedSteps } from "./src/node/step-timing";
import { createFamilyPages, familyModules } from "./src/node/families";

// Each step lives in src/node/, one file per concern, so tests can import it. What changes how
// Gatsby builds or runs pages is the local plugin plugins/gatsby-overrides/ (its README.md).

/** The site's root: Gatsby runs from it, and the steps write into its public/ and static/. */
const ROOT = process.cwd();

export const onPreInit: GatsbyNode["onPreInit"] = (args) => validateConfigOnStart(args);

// Before Gatsby copies static/ into public/: the privacy policy PDF (into static/) and the API
// specifications with their code samples and Postman collections (at /openapi/).
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async () => {
  await writePrivacyPolicyPdf(ROOT);
  writeOpenApiFiles();
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = (args) => {
  createContentSchema(args);
  for (const family of familyModules) family.createSchemaCustomization?.(args);
  createProductFactSchema(args);
  createApiOperationSchema(args);
};

export const sourceNodes: GatsbyNode["sourceNodes"] = (args) => {
  for (const family of familyModules) family.sourceNodes?.(args);
  sourceProductFacts(args);
  sourceApiOperations(args);
};

export const createResolvers: GatsbyNode["createResolvers"] = (args) => {
  for (const family of familyModules) family.createResolvers?.(args);
};

export const onCreateNode: GatsbyNode["onCreateNode"] = async (args) => {
  for (const family of familyModules) family.onCreateNode?.(args);
  await addMdxFields(args);
};

export const createPages: GatsbyNode["createPages"] = async (args) => {
  const step = timedSteps(args.reporter, "createPages");
  forgetContentProblems();
  const problems = await createFamilyPages(args, step); // each module of src/node/families/ its pages
  createApiReferencePages(args);
  await step("search index", () => createSearchIndex(args));
  // In `gatsby develop`: bad content shows on its page and in the terminal (src/node/content-problems.ts).
  showContentProblems(args, problems);
};

export const onCreatePage: GatsbyNode["onCreatePage"] = (args) => {
  matchIndexPathToNotFound(args);
  keepProblemsPage(args);
};

// Every page made: the required routes of src/config/routes.txt and the families, before any HTML.
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = (args) => checkRouteFamilies(args);

export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  // Each step prints its time as a stage line (src/node/step-timing.ts), for the growth bench.
  const step = timedSteps(args.reporter, "post-build");
  // The files beside the pages. None of them reads a page, and the link guard checks links to them.
  await step("robots.txt", () => writeRobotsTxt(ROOT));
  await step("security.txt", () => writeSecurityTxt(ROOT));
  await step("blog feed", () => writeBlogFeed(args, ROOT));
  await step("price list CSV", () => writePriceListCsv(args));
  await step("price list JSON", () => writePriceListJson(args));
  await step("Markdown twins", () => writeDocsForAssistants(args, ROOT)); // Markdown twins, /llms.txt, /llms-full.txt
  await step("deploy configurations", () => runWriteDeployConfig(args, ROOT));
  // The plugin's post-build pass, here because Gatsby runs the site's gatsby-node after every
  // plugin's and the pass reads and compresses the files above: every HTML file read once, the
  // named transforms, then the readers (CSP check, link guard, the final check of loader and
  // compilation hash). plugins/gatsby-overrides/post-build/README.md.
  await step("pipeline", () => runPostBuildPipeline(args));
  await step("precompress", () => runPrecompress(args)); // last: it compresses the files every step above wrote
};
