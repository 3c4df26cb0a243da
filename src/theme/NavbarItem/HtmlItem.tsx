import React from "react";
import type { NavbarItem } from "../../config";
import * as styles from "./styles.module.css";

type Props = { item: Extract<NavbarItem, { type: "html" }> };

/** Markup from the configuration, as it is. */
export default function HtmlItem({ item }: Props) {
  return <span className={styles.html} dangerouslySetInnerHTML={{ __html: item.html }} />;
}
