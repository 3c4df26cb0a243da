import React from "react";
import { csDocs } from "../../i18n/cs-docs";
import { textOf } from "../../lib/text-of";
import * as styles from "./styles.module.css";

/** MDX h2/h3 with a "#" link to itself, shown on hover and focus (the ids come from the build). */
function heading(Tag: "h2" | "h3") {
  return function Heading({ id, children, ...props }: React.HTMLAttributes<HTMLHeadingElement>) {
    return (
      <Tag id={id} {...props} className={[props.className, styles.heading].filter(Boolean).join(" ")}>
        {children}
        {id && (
          <a href={`#${id}`} className={styles.anchor} aria-label={csDocs.headingLink(textOf(children))}>
            #
          </a>
        )}
      </Tag>
    );
  };
}

export const H2 = heading("h2");
export const H3 = heading("h3");
