import React from "react";
import type { ColorModeConfig } from "../../config";
import { useColorMode } from "../../hooks/useColorMode";
import { cs } from "../../i18n/cs";
import * as styles from "./styles.module.css";

/** Light/dark switch; renders nothing when the configuration disables the switch (docs/product-spec.md §2.7). */
export default function ColorModeToggle({ config }: { config: ColorModeConfig }) {
  if (config.disableSwitch) return null;
  return <Toggle config={config} />;
}

function Toggle({ config }: { config: ColorModeConfig }) {
  const [mode, setMode] = useColorMode(config);
  const next = mode === "dark" ? "light" : "dark";
  return (
    <button
      type="button"
      className={styles.toggle}
      onClick={() => setMode(next)}
      aria-label={next === "dark" ? cs.colorMode.toDark : cs.colorMode.toLight}
      data-mode={mode}
    >
      <span aria-hidden="true">{mode === "dark" ? "☾" : "☀"}</span>
    </button>
  );
}
