import contentSidebars from "../../../content/sidebars";
import { firstSidebarLink, type Sidebars } from "../../config/sidebars";
import { siteConfig } from "../../config/site";
import { currentVersion, versionDocRoute, versionOfRoute, versionedSidebarId } from "../../config/versions";
import type { DropdownChild, NavbarItem, SiteConfig } from "../../config";

export type ResolvedLink = {
  label: string;
  to?: string;
  href?: string;
  activeBasePath?: string;
  activeBaseRegex?: string;
  className?: string;
};

type DocsConfig = Pick<SiteConfig, "docs">;

/** Where a link-like navbar item points: doc and docSidebar items resolve against the docs of the
 * current version (docs.currentVersion), whatever version the reader is in. */
export function resolveLink(
  item: NavbarItem | DropdownChild,
  config: DocsConfig = siteConfig,
  sidebars: Sidebars = contentSidebars,
): ResolvedLink | null {
  const version = currentVersion(config);
  switch (item.type) {
    case "link":
      return { ...item, label: item.label };
    case "doc":
      return { ...item, label: item.label ?? item.docId, to: versionDocRoute(version, item.docId, config) };
    case "docSidebar": {
      const to = firstSidebarLink(sidebars[versionedSidebarId(version, item.sidebarId, config)] ?? []);
      if (!to) throw new Error(`Sidebar "${item.sidebarId}" has nothing to link to`);
      return { ...item, to, activeBasePath: item.activeBasePath ?? to };
    }
    default:
      return null;
  }
}

export type VersionLink = { name: string; label: string; to: string; reading: boolean };

/** The entries of the docsVersionDropdown item: every version in configuration order, linking its
 * main doc, and marking the version of the page being read. */
export function versionLinks(pathname: string, config: DocsConfig = siteConfig): VersionLink[] {
  const reading = versionOfRoute(pathname, config);
  return config.docs.versions.map((version) => ({
    name: version.name,
    label: version.label,
    to: versionDocRoute(version, version.mainDocId, config),
    reading: version.name === reading.name,
  }));
}
