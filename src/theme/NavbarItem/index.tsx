import React from "react";
import type { NavbarItem as NavbarItemConfig, NavbarItemType } from "../../config";
import { cs } from "../../i18n/cs";
import DropdownItem from "./DropdownItem";
import HtmlItem from "./HtmlItem";
import LinkItem from "./LinkItem";
import LocaleDropdownItem from "./LocaleDropdownItem";
import SearchItem from "./SearchItem";
import * as styles from "./styles.module.css";

type ItemProps<T extends NavbarItemType> = {
  item: Extract<NavbarItemConfig, { type: T }>;
  mobile?: boolean;
  onNavigate?: () => void;
};

// Kinds this site's navbar does not use load their code only where the configuration has them:
// the HTML renderer waits for them and React hydrates the navbar once they are there.
const DocsVersionDropdownItem = React.lazy(() => import("./DocsVersionDropdownItem"));

/** The one registry of navbar item kinds: type → component, one file each. */
const registry: { [T in NavbarItemType]: React.ComponentType<ItemProps<T>> } = {
  link: LinkItem,
  doc: LinkItem,
  docSidebar: LinkItem,
  dropdown: DropdownItem,
  localeDropdown: LocaleDropdownItem,
  docsVersionDropdown: DocsVersionDropdownItem,
  search: SearchItem,
  html: HtmlItem,
};

export function itemLabel(item: NavbarItemConfig): string {
  return item.label ?? item.type;
}

/** Keeps one broken item from taking the whole navbar down. */
class ItemBoundary extends React.Component<{ label: string; children: React.ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error(`Navbar item "${this.props.label}" failed to render`, error);
  }
  render() {
    if (this.state.failed)
      return (
        <span role="alert" className={styles.itemError}>
          {cs.navbar.itemFailed(this.props.label)}
        </span>
      );
    return this.props.children;
  }
}

export default function NavbarItem({ item, mobile, onNavigate }: ItemProps<NavbarItemType>) {
  const Component = registry[item.type] as React.ComponentType<ItemProps<NavbarItemType>>;
  return (
    <ItemBoundary label={itemLabel(item)}>
      <Component item={item} mobile={mobile} onNavigate={onNavigate} />
    </ItemBoundary>
  );
}
