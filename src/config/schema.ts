import { z } from "zod";

// Schemas of every configuration entity of docs/product-spec.md (§3). The site's runtime code only
// imports the inferred *types* from here, so zod itself never reaches the browser bundle.

const position = z.enum(["left", "right"]);

/** Fields every navbar item may carry (docs/product-spec.md §3). */
const itemBase = {
  position: position.optional(),
  label: z.string().min(1).optional(),
  to: z.string().optional(),
  href: z.string().url().optional(),
  html: z.string().optional(),
  activeBasePath: z.string().optional(),
  activeBaseRegex: z.string().optional(),
  className: z.string().optional(),
};

export const linkItemSchema = z
  .object({ type: z.literal("link"), ...itemBase, label: z.string().min(1) })
  .refine((item) => Boolean(item.to) !== Boolean(item.href), {
    message: "a link item needs exactly one of `to` (internal) or `href` (external)",
  });

export const docItemSchema = z.object({ type: z.literal("doc"), ...itemBase, docId: z.string().min(1) });
export const docSidebarItemSchema = z.object({
  type: z.literal("docSidebar"),
  ...itemBase,
  label: z.string().min(1),
  sidebarId: z.string().min(1),
});
export const htmlItemSchema = z.object({ type: z.literal("html"), ...itemBase, html: z.string().min(1) });

/** Items allowed inside a dropdown: plain links, doc links and doc sidebar links. */
export const dropdownChildSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("link"), ...itemBase, label: z.string().min(1) }),
  docItemSchema,
  docSidebarItemSchema,
  htmlItemSchema,
]);

export const dropdownItemSchema = z.object({
  type: z.literal("dropdown"),
  ...itemBase,
  label: z.string().min(1),
  items: z.array(dropdownChildSchema).min(1),
});
export const localeDropdownItemSchema = z.object({ type: z.literal("localeDropdown"), ...itemBase });
export const searchItemSchema = z.object({ type: z.literal("search"), ...itemBase });
export const docsVersionDropdownItemSchema = z.object({ type: z.literal("docsVersionDropdown"), ...itemBase });

export const navbarItemTypes = [
  "link",
  "dropdown",
  "localeDropdown",
  "search",
  "docsVersionDropdown",
  "doc",
  "docSidebar",
  "html",
] as const;

export const navbarItemSchema = z.union([
  linkItemSchema,
  dropdownItemSchema,
  localeDropdownItemSchema,
  searchItemSchema,
  docsVersionDropdownItemSchema,
  docItemSchema,
  docSidebarItemSchema,
  htmlItemSchema,
]);

const logoSchema = z.object({
  src: z.string().min(1),
  srcDark: z.string().min(1).optional(),
  alt: z.string().min(1),
  href: z.string().default("/"),
  target: z.enum(["_self", "_blank"]).optional(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

export const navbarSchema = z.object({
  title: z.string().min(1),
  logo: logoSchema,
  hideOnScroll: z.boolean(),
  style: z.enum(["dark", "primary"]),
  items: z.array(navbarItemSchema),
});

const footerLinkSchema = z
  .object({ label: z.string().min(1), to: z.string().optional(), href: z.string().url().optional() })
  .refine((l) => Boolean(l.to) !== Boolean(l.href), { message: "a footer link needs exactly one of `to` or `href`" });

export const footerSchema = z.object({
  style: z.enum(["dark", "light"]),
  links: z.union([
    z.array(z.object({ title: z.string().min(1), items: z.array(footerLinkSchema).min(1) })),
    z.array(footerLinkSchema),
  ]),
  logo: logoSchema.omit({ width: true, height: true }).extend({ width: z.number(), height: z.number() }).optional(),
  copyright: z.string().min(1),
});

export const announcementBarSchema = z.object({
  id: z.string().min(1),
  content: z.string().min(1),
  backgroundColor: z.string().min(1),
  textColor: z.string().min(1),
  isCloseable: z.boolean(),
});

export const colorModeSchema = z.object({
  defaultMode: z.enum(["light", "dark"]),
  disableSwitch: z.boolean(),
  respectPrefersColorScheme: z.boolean(),
});

export const localeSchema = z.object({ label: z.string().min(1), htmlLang: z.string().min(2) });

/** A docs version (src/config/versions.ts). `name` is also the folder content/docs/<name>/ and the
 * route segment of an older version; `docs` lists its version-relative doc ids, and an empty list
 * means every doc of its folder. */
export const docsVersionSchema = z.object({
  name: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9-]*$/,
      "a short name of lower-case letters, digits and hyphens (it becomes a folder and a part of the address)",
    ),
  label: z.string().min(1),
  mainDocId: z.string().min(1),
  docs: z.array(z.string().min(1)),
});

/** Where each kind of call to action leads (src/lib/cta-intent.ts): one address per intent. */
export const callsToActionSchema = z.object({
  sales: z.string().startsWith("/"),
  support: z.string().startsWith("/"),
  prices: z.string().startsWith("/"),
  apiDocs: z.string().startsWith("/"),
  help: z.string().startsWith("/"),
  register: z.string().url(),
});

export const siteConfigSchema = z.object({
  title: z.string().min(1),
  tagline: z.string().min(1),
  callsToAction: callsToActionSchema,
  navbar: navbarSchema,
  footer: footerSchema,
  announcementBar: announcementBarSchema.nullable(),
  colorMode: colorModeSchema,
  i18n: z.object({ defaultLocale: z.string(), locales: z.record(localeSchema) }),
  docs: z.object({ currentVersion: z.string(), versions: z.array(docsVersionSchema).min(1) }),
});

export type SiteConfig = z.input<typeof siteConfigSchema>;
export type NavbarConfig = SiteConfig["navbar"];
export type CallsToAction = SiteConfig["callsToAction"];
export type CtaIntent = keyof CallsToAction;
export type NavbarItem = z.input<typeof navbarItemSchema>;
export type NavbarItemType = NavbarItem["type"];
export type DropdownChild = z.input<typeof dropdownChildSchema>;
export type FooterConfig = SiteConfig["footer"];
export type FooterLink = z.input<typeof footerLinkSchema>;
export type AnnouncementBarConfig = z.input<typeof announcementBarSchema>;
export type ColorModeConfig = z.input<typeof colorModeSchema>;
export type DocsVersion = z.input<typeof docsVersionSchema>;
