// What kind of build is running. Its own module so every build step can ask without importing
// another step.

/** `gatsby build` (production) rather than `gatsby develop`. */
export const isBuildingForProduction = (): boolean => process.env.NODE_ENV === "production";

/** Whether a page with this front matter is built: drafts exist only in `gatsby develop`. */
export const isBuilt = ({ draft }: { draft?: boolean | null }, production = isBuildingForProduction()): boolean =>
  !(draft && production);
