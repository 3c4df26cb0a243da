import React from "react";
import { useLocation } from "@gatsbyjs/reach-router";
import { useQueryAndHash } from "../../hooks/useQueryAndHash";
import { siteConfig, type NavbarItem } from "../../config";
import { localizedPath } from "../../config/locales";
import { Dropdown } from "./Dropdown";
import * as styles from "./styles.module.css";

type Props = { item: Extract<NavbarItem, { type: "localeDropdown" }>; mobile?: boolean };

/** Links to the same page in each locale, keeping the query string and the hash . */
export default function LocaleDropdownItem({ item, mobile }: Props) {
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
