import type { GatsbyNode } from "gatsby";
import { validateConfigOnStart } from "./src/node/config";
import { createContentSchema } from "./src/node/schema";
import { addMdxFields } from "./src/node/mdx-fields";
import { forgetContentProblems, keepProblemsPage, showContentProblems } from "./src/node/content-problems";
import {
  defineSiteUrl,
  dropUnusedGatsbyBrowserModules,
  replaceGatsbyLink,
  navbarTargetsFromBuild,
  keepFooterFromServer,
  minifyWithSwc,
  shortenCssClassNames,
  keepRedocOutOfHtmlRenderer,
  keepRedocLogoLocal,
} from "./src/node/webpack";
import { staticBodyWebpackConfig } from "./src/static-body/webpack";
import { compileBodiesWithTableOfContents } from "./src/static-body/compiled-bodies";
import { failOnCssOrderConflicts } from "./src/node/css-order";
import { splitPageKindStyles } from "./src/node/css-split";
import { writeRobotsTxt } from "./src/node/sitemap";
import { runWriteDeployConfig } from "./src/node/deploy-config";
import { runPostBuildPipeline } from "./src/node/post-build";
import { writeSecurityTxt } from "./src/node/security-txt";
import { runPrecompress } from "./src/node/precompress";
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

// Each step lives in src/node/, one file per concern, so tests can import it.

export const onPreInit: GatsbyNode["onPreInit"] = (args) => validateConfigOnStart(args);

// Before Gatsby copies static/ into public/: the privacy policy PDF (into static/) and the API
// specifications with their code samples and Postman collections (at /openapi/).
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ store }) => {
  await writePrivacyPolicyPdf((store.getState() as { program: { directory: string } }).program.directory);
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
  compileBodiesWithTableOfContents(args); // src/static-body/: each MDX compiled once, for its TOC and its body
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

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = (args) => {
  defineSiteUrl(args);
  staticBodyWebpackConfig(args); // src/static-body/: bodies as HTML in the browser
  dropUnusedGatsbyBrowserModules(args);
  replaceGatsbyLink(args); // src/node/gatsby-link.ts: no Link in the bundles
  navbarTargetsFromBuild(args);
  keepFooterFromServer(args);
  splitPageKindStyles(args);
  failOnCssOrderConflicts(args);
  keepRedocOutOfHtmlRenderer(args);
  keepRedocLogoLocal(args);
  minifyWithSwc(args);
  shortenCssClassNames(args);
};

export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  // Each step prints its time as a stage line (src/node/step-timing.ts), for the growth bench.
  const step = timedSteps(args.reporter, "post-build");
  // The files beside the pages. None of them reads a page, and the link guard checks links to them.
  await step("robots.txt", () => writeRobotsTxt(args));
  await step("security.txt", () => writeSecurityTxt(args));
  await step("blog feed", () => writeBlogFeed(args));
  await step("price list CSV", () => writePriceListCsv(args));
  await step("price list JSON", () => writePriceListJson(args));
  await step("Markdown twins", () => writeDocsForAssistants(args)); // Markdown twins, /llms.txt, /llms-full.txt
  await step("deploy configurations", () => runWriteDeployConfig(args));
  // Every HTML file read once: the named transforms, then the readers (CSP check, link guard, the
  // final check of loader and compilation hash). src/node/post-build/README.md.
  await step("pipeline", () => runPostBuildPipeline(args));
  await step("precompress", () => runPrecompress(args)); // last: it compresses the files every step above wrote
};
