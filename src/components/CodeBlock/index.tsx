import React, { useEffect, useRef, useState } from "react";
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
 * with the optional title (```js title="…"```) and a copy button. */
export default function CodeBlock({ children, ...props }: React.HTMLAttributes<HTMLPreElement>) {
  const pre = useRef<HTMLPreElement>(null);
  const [copied, setCopied] = useState(false);
  const code = React.isValidElement<CodeProps>(children) ? children.props : {};
  const title = code["data-title"];
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () => {
    const text = pre.current?.textContent ?? "";
    navigator.clipboard?.writeText(text).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  // The copy button sits in a bar above the code, never over its first line.
  return (
    <div className={styles.block} data-code-block="">
      <div className={styles.bar}>
        {title && <span className={styles.title}>{czechTypography(title)}</span>}
        <button type="button" className={styles.copy} onClick={copy} aria-live="polite" data-copy={csDocs.copied}>
          {copied ? csDocs.copied : csDocs.copy}
        </button>
      </div>
      {/* Focusable, so keyboard users can scroll a long line (WCAG 2.1.1). */}
      <pre ref={pre} tabIndex={0} {...props} className={[props.className, styles.pre].filter(Boolean).join(" ")}>
        {children}
      </pre>
    </div>
  );
}
