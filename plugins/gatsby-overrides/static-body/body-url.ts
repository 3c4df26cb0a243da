// Where the body of a static page is published: beside Gatsby's page data of the page, so it gets
// the page data's cache rules (server/rules.ts: revalidated, purged on deploy) and compression.

export const BODY_FILE = "body.json";

/** The page's folder under page-data/, as Gatsby names it ("/" is "index"). */
function pageDataFolder(route: string): string {
  return route === "/" ? "index" : route.replace(/^\/|\/$/g, "");
}

/** The body file of a page, relative to public/ ("page-data/sms/body.json"). */
export const bodyFilePath = (route: string): string => `page-data/${pageDataFolder(route)}/${BODY_FILE}`;

/** The address the browser fetches it from. */
export const bodyUrl = (route: string): string => `/${bodyFilePath(route)}`;

/** What a body file holds. */
export interface BodyFileData {
  html: string;
}
