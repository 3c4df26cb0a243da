import fs from "node:fs";
import path from "node:path";
import { routeOfBuiltFile } from "../src/lib/routes";

/** Every page of the build in `dir`: its HTML files, without Gatsby's slices and the page data, as
 * routes, sorted. */
export function builtRoutes(dir = path.resolve("public")): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .filter((file) => !/^(_gatsby|page-data|static)\//.test(file))
    .map(routeOfBuiltFile)
    .sort();
}

/** The addresses of the scripts of one chunk group of the build ("search", "sms-length-tool"):
 * chunk files are numbered (plugins/gatsby-overrides/webpack.ts, numberChunkFiles), so a test finds
 * them by their group in webpack.stats.json. Throws when the build has no such group. */
export function chunkScripts(group: string, dir = path.resolve("public")): string[] {
  const stats = JSON.parse(fs.readFileSync(path.join(dir, "webpack.stats.json"), "utf8")) as {
    namedChunkGroups: Record<string, { assets: { name: string }[] } | undefined>;
  };
  const assets = stats.namedChunkGroups[group]?.assets.map((asset) => `/${asset.name}`);
  if (!assets) throw new Error(`webpack.stats.json has no chunk group "${group}"`);
  return assets.filter((name) => name.endsWith(".js"));
}
