import React from "react";
import { csDocs } from "../../i18n/cs-docs";
import * as styles from "./styles.module.css";

export type CalloutType = keyof typeof csDocs.admonition;

/** An admonition: <Callout type="tip" title="…"> or the `:::tip[Titulek]` … `:::` syntax. */
export default function Callout({
  type = "info",
  title,
  children,
}: {
  type?: CalloutType;
  title?: string;
  children: React.ReactNode;
}) {
  const kind = type in csDocs.admonition ? type : "info";
  return (
    <aside
      className={`${styles.callout} ${styles[kind]}`}
      role={kind === "danger" || kind === "warning" ? "note" : undefined}
    >
      <p className={styles.title}>{title ?? csDocs.admonition[kind]}</p>
      <div className={styles.body}>{children}</div>
    </aside>
  );
}
