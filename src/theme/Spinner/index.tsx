import React from "react";
import { cs } from "../../i18n/cs";
import * as styles from "./styles.module.css";

export default function Spinner({ label = cs.error.loading }: { label?: string }) {
  return (
    <div className={styles.wrap} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
