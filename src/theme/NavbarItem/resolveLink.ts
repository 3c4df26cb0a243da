import type { Sidebars } from "../../config/sidebars";
import { siteConfig } from "../../config/site";
import { navbarTarget } from "../../config/navbar-targets";
import type { DropdownChild, NavbarItem, SiteConfig } from "../../config";

export type ResolvedLink = {
  label: string;
  to?: string;
  href?: string;
  activeBasePath?: string;
  activeBaseRegex?: string;
  className?: string;
};

/** Where a link-like navbar item points; doc and docSidebar items lead where navbarTarget says
 * (the build has checked that target). */
export function resolveLink(
  item: NavbarItem | DropdownChild,
  config: Pick<SiteConfig, "docs"> = siteConfig,
  sidebars?: Sidebars,
): ResolvedLink | null {
  switch (item.type) {
    case "link":
      return { ...item, label: item.label };
    case "doc":
    case "docSidebar": {
      const target = navbarTarget(item, config, sidebars);
      // A target the build would have refused: the item's error boundary names it.
      if (target.problem !== undefined) throw new Error(target.problem);
      return item.type === "doc"
        ? { ...item, label: item.label ?? item.docId, to: target.to }
        : { ...item, to: target.to, activeBasePath: item.activeBasePath ?? target.to };
    }
    default:
      return null;
  }
}
