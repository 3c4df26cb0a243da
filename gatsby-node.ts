import type { GatsbyNode } from "gatsby";
import { validateConfigOnStart } from "./src/node/config";
import { createContentSchema } from "./src/node/schema";
import { addMdxFields, createMdxPages } from "./src/node/pages";
import { defineSiteUrl } from "./src/node/webpack";
import { writeRobotsTxt } from "./src/node/sitemap";
import { runLinkGuard } from "./src/node/link-guard";
import { writePrivacyPolicyPdf } from "./src/node/privacy-pdf";

// Each step lives in src/node/, one file per concern, so tests can import it.

export const onPreInit: GatsbyNode["onPreInit"] = (args) => validateConfigOnStart(args);

// The privacy policy PDF goes to static/ before Gatsby copies static/ into public/.
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ store }) => {
  await writePrivacyPolicyPdf((store.getState() as { program: { directory: string } }).program.directory);
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = (args) => createContentSchema(args);

export const onCreateNode: GatsbyNode["onCreateNode"] = (args) => addMdxFields(args);

export const createPages: GatsbyNode["createPages"] = async (args) => {
  await createMdxPages(args);
};

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = (args) => defineSiteUrl(args);

export const onPostBuild: GatsbyNode["onPostBuild"] = (args) => {
  writeRobotsTxt(args);
  runLinkGuard(args);
};
