import React from "react";
import { cs } from "../../i18n/cs";
import * as styles from "./styles.module.css";

export type CalloutType = keyof typeof cs.docs.admonition;

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
  const kind = type in cs.docs.admonition ? type : "info";
  return (
    <aside
      className={`${styles.callout} ${styles[kind]}`}
      role={kind === "danger" || kind === "warning" ? "note" : undefined}
    >
      <p className={styles.title}>{title ?? cs.docs.admonition[kind]}</p>
      <div className={styles.body}>{children}</div>
    </aside>
  );
}
