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
