// Every route starts and ends with "/" (spec §2); a content file's route is gatsby-source-filesystem's
// createFilePath (content/pages/sms/text-odesilatel.mdx → /sms/text-odesilatel/, index.mdx → its folder).

/** A route as written in a URL: /index copy/ → /index%20copy/. */
export function routeToUrlPath(route: string): string {
  return encodeURI(route);
}
