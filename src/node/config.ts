import type { ParentSpanPluginArgs } from "gatsby";
import { siteConfig } from "../config/site";
import { validateSiteConfig, ConfigError } from "../config/validate";

/** onPreInit: the build stops at once, naming every bad item, when the configuration is invalid. */
export function validateConfigOnStart({ reporter }: Pick<ParentSpanPluginArgs, "reporter">): void {
  try {
    validateSiteConfig(siteConfig);
  } catch (error) {
    if (error instanceof ConfigError) reporter.panic(`src/config/site.ts: ${error.message}`);
    throw error;
  }
}
