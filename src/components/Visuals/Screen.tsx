import React from "react";
import { cx, typo } from "../Sections/Frame";
import * as styles from "./visuals.module.css";

export interface ScreenProps {
  /** browser: a window with the address bar; mac: a macOS window with its title; bare: no bar. */
  kind?: "browser" | "mac" | "bare";
  /** The address in the browser bar or the title of the Mac window. */
  bar?: string;
  /** What the picture shows, in one Czech sentence: the only thing a screen reader reads. */
  label: string;
  className?: string;
  children: React.ReactNode;
}

/** The frame of every product mock-up: one image for assistive technology (role="img" with a
 * label), the drawn interface inside hidden from it, so its sample text is not read as content.
 * Drawn in HTML and CSS at a width set by its container: no image request, no layout shift. */
export default function Screen({ kind = "browser", bar, label, className, children }: ScreenProps) {
  return (
    <div className={cx(styles.screen, styles[kind], className)} role="img" aria-label={typo(label) ?? label}>
      <div className={styles.window} aria-hidden="true">
        {kind !== "bare" && (
          <div className={styles.bar}>
            <span className={styles.dots}>
              <i />
              <i />
              <i />
            </span>
            {bar && <span className={kind === "browser" ? styles.address : styles.barTitle}>{bar}</span>}
          </div>
        )}
        <div className={styles.content}>{children}</div>
      </div>
    </div>
  );
}

/** A labelled row of a drawn form: "Příjemci  Stálí zákazníci". */
export function Field({
  label,
  children,
  className,
}: {
  label: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={cx(styles.field, className)}>
      <span className={styles.fieldLabel}>{label}</span>
      <span className={styles.fieldValue}>{children}</span>
    </div>
  );
}

/** A message of a conversation: from the customer (in) or from the business (out). */
export function Line({ from, time, children }: { from: "in" | "out"; time?: string; children: React.ReactNode }) {
  return (
    <div className={cx(styles.line, from === "out" ? styles.lineOut : styles.lineIn)}>
      {typo(String(children))}
      {time && <span className={styles.lineTime}>{time}</span>}
    </div>
  );
}
