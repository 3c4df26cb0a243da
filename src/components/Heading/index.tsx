import React from "react";
import { cs } from "../../i18n/cs";
import * as styles from "./styles.module.css";

const textOf = (node: React.ReactNode): string =>
  typeof node === "string" || typeof node === "number"
    ? String(node)
    : Array.isArray(node)
      ? node.map(textOf).join("")
      : React.isValidElement<{ children?: React.ReactNode }>(node)
        ? textOf(node.props.children)
        : "";

/** MDX h2/h3 with a "#" link to itself, shown on hover and focus (the ids come from the build). */
function heading(Tag: "h2" | "h3") {
  return function Heading({ id, children, ...props }: React.HTMLAttributes<HTMLHeadingElement>) {
    return (
      <Tag id={id} {...props} className={[props.className, styles.heading].filter(Boolean).join(" ")}>
        {children}
        {id && (
          <a href={`#${id}`} className={styles.anchor} aria-label={cs.docs.headingLink(textOf(children))}>
            #
          </a>
        )}
      </Tag>
    );
  };
}

export const H2 = heading("h2");
export const H3 = heading("h3");
