import React from "react";
import type { NavbarItem as NavbarItemConfig, NavbarItemType } from "../../config";
import { cs } from "../../i18n/cs";
import LinkItem from "./LinkItem";
import { DocsVersionDropdownItem, DropdownItem, HtmlItem, LocaleDropdownItem, SearchItem } from "./items";
import * as styles from "./styles.module.css";

type ItemProps<T extends NavbarItemType> = {
  item: Extract<NavbarItemConfig, { type: T }>;
  mobile?: boolean;
  onNavigate?: () => void;
};

/** The one registry of navbar item kinds (docs/product-spec.md §2.7): type → component. */
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

/** Keeps one broken item from taking the whole navbar down (docs/product-spec.md §8). */
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
