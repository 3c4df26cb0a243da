import React from "react";
import { useLocation } from "@gatsbyjs/reach-router";
import { useQueryAndHash } from "../../hooks/useQueryAndHash";
import { siteConfig, type NavbarItem } from "../../config";
import { localizedPath } from "../../config/locales";
import { isActiveItem } from "../../lib/active-link";
import { cs } from "../../i18n/cs";
import Link from "../Link";
import LinkItem from "./LinkItem";
import { Dropdown, childActiveFor } from "./DropdownItem";
import { versionLinks } from "./resolve";
import * as styles from "./styles.module.css";
import Search from "../Search";

type ItemOf<T extends NavbarItem["type"]> = {
  item: Extract<NavbarItem, { type: T }>;
  mobile?: boolean;
  onNavigate?: () => void;
};

export function DropdownItem({ item, mobile, onNavigate }: ItemOf<"dropdown">) {
  const { pathname } = useLocation();
  const entries = item.items.map((child, i) => ({
    key: `${i}-${child.label ?? child.type}`,
    label: child.label ?? "",
    activeFor: childActiveFor(child),
    element:
      child.type === "html" ? (
        <span dangerouslySetInnerHTML={{ __html: child.html }} />
      ) : (
        <LinkItem item={child} onNavigate={onNavigate} />
      ),
  }));
  return (
    <Dropdown
      label={item.label}
      entries={entries}
      mobile={mobile}
      active={isActiveItem(item, pathname) && Boolean(item.activeBaseRegex || item.activeBasePath)}
    />
  );
}

/** Links to the same page in each locale, keeping the query string and the hash (docs/product-spec.md §2.7). */
export function LocaleDropdownItem({ item, mobile }: ItemOf<"localeDropdown">) {
  const { pathname } = useLocation();
  const suffix = useQueryAndHash();
  const { locales, defaultLocale } = siteConfig.i18n;
  const entries = Object.entries(locales).map(([id, locale]) => ({
    key: id,
    label: locale.label,
    element: (
      <a
        className={styles.link}
        href={`${localizedPath(pathname, id)}${suffix}`}
        hrefLang={locale.htmlLang}
        lang={locale.htmlLang}
        aria-current={id === defaultLocale ? "true" : undefined}
      >
        {locale.label}
      </a>
    ),
  }));
  return (
    <Dropdown
      label={item.label ?? locales[defaultLocale as keyof typeof locales].label}
      entries={entries}
      mobile={mobile}
    />
  );
}

/** Every docs version, linking its main doc; the version of the page being read is marked. */
export function DocsVersionDropdownItem({ item, mobile }: ItemOf<"docsVersionDropdown">) {
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

/** The search box (src/theme/Search): a button; the search itself loads on first use. */
export function SearchItem() {
  return <Search />;
}

export function HtmlItem({ item }: ItemOf<"html">) {
  return <span className={styles.html} dangerouslySetInnerHTML={{ __html: item.html }} />;
}
