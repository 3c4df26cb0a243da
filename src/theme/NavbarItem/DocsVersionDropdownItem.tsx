import React from "react";
import { useLocation } from "@gatsbyjs/reach-router";
import { siteConfig, type NavbarItem, type SiteConfig } from "../../config";
import { versionDocRoute, versionOfRoute } from "../../config/versions";
import { cs } from "../../i18n/cs";
import Link from "../Link";
import { Dropdown } from "./Dropdown";
import * as styles from "./styles.module.css";

type Props = { item: Extract<NavbarItem, { type: "docsVersionDropdown" }>; mobile?: boolean };

export type VersionLink = { name: string; label: string; to: string; reading: boolean };

/** Every version in configuration order, linking its main doc, and marking the version of the page
 * being read. */
export function versionLinks(pathname: string, config: Pick<SiteConfig, "docs"> = siteConfig): VersionLink[] {
  const reading = versionOfRoute(pathname, config);
  return config.docs.versions.map((version) => ({
    name: version.name,
    label: version.label,
    to: versionDocRoute(version, version.mainDocId, config),
    reading: version.name === reading.name,
  }));
}

/** Every docs version, linking its main doc; the version of the page being read is marked. */
export default function DocsVersionDropdownItem({ item, mobile }: Props) {
  const { pathname } = useLocation();
  const entries = versionLinks(pathname).map((version) => ({
    key: version.name,
    label: version.label,
    element: (
      <Link className={styles.link} to={version.to} aria-current={version.reading ? "true" : undefined}>
        {version.label}
      </Link>
    ),
  }));
  return <Dropdown label={item.label ?? cs.navbar.docsVersion} entries={entries} mobile={mobile} />;
}
