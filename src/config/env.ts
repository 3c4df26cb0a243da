// Values that differ between environments. Gatsby inlines GATSBY_* variables into the browser
// bundle; SITE_URL is inlined by plugins/gatsby-overrides/webpack.ts so build-time and run-time heads agree.

const trimSlash = (url: string) => url.replace(/\/+$/, "");

/** Canonical origin of the site, without a trailing slash. */
export const siteUrl = trimSlash(process.env.SITE_URL || "https://www.depese.cz");

/** Production addresses of the web application and the status page: the defaults, and the form
 * editors write in MDX (src/node/remark-external-urls.ts rewrites them to the configured ones). */
export const productionUrls = { app: "https://app.depese.cz/", status: "https://status.depese.cz/" } as const;

const appUrl = trimSlash(process.env.GATSBY_APP_URL || productionUrls.app);

/** Links that leave the site: the web application, the status page and social profiles. */
export const externalUrls = {
  app: `${appUrl}/`,
  registration: `${appUrl}/registrace/`,
  login: `${appUrl}/prihlaseni/`,
  status: process.env.GATSBY_STATUS_URL || productionUrls.status,
  linkedin: process.env.GATSBY_LINKEDIN_URL || "https://www.linkedin.com/company/depese/",
  privacyPolicy: "/zasady-ochrany-osobnich-udaju.pdf",
} as const;

export const contacts = {
  supportEmail: "podpora@depese.cz",
  supportPhone: "+420 228 880 880",
  salesEmail: "obchod@depese.cz",
} as const;
