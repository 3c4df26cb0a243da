import fs from "node:fs";
import path from "node:path";

// e2e/routes.txt is a copy of the product's route list (shared/spec/routes.txt), kept in the
// repo so the tests run on a fresh clone.

export type RouteList = { fixed: string[]; families: string[] };

export function readRouteList(file = path.resolve("e2e/routes.txt")): RouteList {
  const lines = fs
    .readFileSync(file, "utf8")
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("#"));
  return {
    fixed: lines.filter((l) => l.startsWith("/")),
    families: lines.filter((l) => l.startsWith("{")).map((l) => l.slice(1, -1)),
  };
}

/** The URL form of a route: /index copy/ → /index%20copy/. */
export const urlOf = (route: string) => encodeURI(route);
