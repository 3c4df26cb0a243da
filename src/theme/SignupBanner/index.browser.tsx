import React from "react";
import { serverHtml } from "../FromServer";
import * as styles from "./styles.module.css";

/** ./index.tsx in the production browser bundle: the server's HTML (src/theme/FromServer). */
export default function SignupBanner({ hidden }: { hidden?: boolean }) {
  return <section className={styles.banner} aria-labelledby="vyzva-titulek" hidden={hidden} {...serverHtml} />;
}
