import type { CreateWebpackConfigArgs } from "gatsby";
import { externalUrls, siteUrl } from "../config/env";

/** SITE_URL is not a GATSBY_ variable; inline it so canonical URLs match in SSR and the browser. */
export function defineSiteUrl({ actions, plugins, getConfig }: CreateWebpackConfigArgs): void {
  actions.setWebpackConfig({ plugins: [plugins.define({ "process.env.SITE_URL": JSON.stringify(siteUrl) })] });
  // Compiled MDX sits in webpack's persistent cache, which does not notice that the app or status
  // address changed (src/node/remark-external-urls.ts writes them into the MDX output): tie the
  // cache to them, so a build for another environment recompiles.
  const cache = (getConfig() as { cache?: unknown }).cache;
  if (cache && typeof cache === "object") {
    const version = [(cache as { version?: string }).version, siteUrl, externalUrls.app, externalUrls.status].filter(Boolean).join("|");
    actions.setWebpackConfig({ cache: { version } });
  }
}
