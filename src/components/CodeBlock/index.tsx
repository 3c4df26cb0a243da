import React from "react";
import { csDocs } from "../../i18n/cs-docs";
import { czechTypography } from "../../lib/typography";
import * as styles from "./styles.module.css";

type CodeProps = { "data-title"?: string; className?: string };

/** Generated API samples (src/node/remark-api-docs.ts): code highlighted at build time, carried
 * as one HTML string. */
export function StaticCode({ html, className }: { html: string; className?: string; "data-title"?: string }) {
  return <code className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** MDX `pre`: the code arrives highlighted from the build (rehype-prism-plus); this adds a bar
 * with the optional title (```js title="…"```) and a copy button, which src/behaviours/copy.ts
 * makes copy: the button carries both of its labels, so no string reaches a script. */
export default function CodeBlock({ children, ...props }: React.HTMLAttributes<HTMLPreElement>) {
  const code = React.isValidElement<CodeProps>(children) ? children.props : {};
  const title = code["data-title"];
  // The copy button sits in a bar above the code, never over its first line.
  return (
    <div className={styles.block} data-code-block="">
      <div className={styles.bar}>
        {title && <span className={styles.title}>{czechTypography(title)}</span>}
        <button type="button" className={styles.copy} aria-live="polite" data-copy={csDocs.copied}>
          {csDocs.copy}
        </button>
      </div>
      {/* Focusable, so keyboard users can scroll a long line (WCAG 2.1.1). */}
      <pre tabIndex={0} {...props} className={[props.className, styles.pre].filter(Boolean).join(" ")}>
        {children}
      </pre>
    </div>
  );
}
