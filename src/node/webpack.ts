import type { CreateWebpackConfigArgs } from "gatsby";
import { siteUrl } from "../config/env";

/** SITE_URL is not a GATSBY_ variable; inline it so canonical URLs match in SSR and the browser. */
export function defineSiteUrl({ actions, plugins }: CreateWebpackConfigArgs): void {
  actions.setWebpackConfig({ plugins: [plugins.define({ "process.env.SITE_URL": JSON.stringify(siteUrl) })] });
}
