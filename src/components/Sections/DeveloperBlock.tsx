import React from "react";
import Link from "../../theme/Link";
import Tabs from "../Tabs";
import CodeBlock from "../CodeBlock";
import { siteConfig } from "../../config";
import { csLanding } from "../../i18n/cs-landing";
import Frame, { typo, type FrameProps } from "./Frame";
import * as styles from "./sections.module.css";

const isCode = (node: React.ReactNode) => React.isValidElement(node) && (node.type === Tabs || node.type === CodeBlock);

/** For developers: a few words and links beside a real request. Write markdown and a fenced code
 * block or <Tabs groupId="language"> as children; the code goes to the right-hand column. */
export default function DeveloperBlock({
  docsHref = siteConfig.callsToAction.apiDocs,
  docsLabel = csLanding.intents.apiDocs,
  children,
  ...frame
}: FrameProps & { docsHref?: string; docsLabel?: string }) {
  const parts = React.Children.toArray(children);
  return (
    <Frame {...frame}>
      <div className={styles.developer}>
        <div className={styles.prose}>
          {parts.filter((p) => !isCode(p))}
          <p>
            <Link href={docsHref} className="button button--secondary">
              {typo(docsLabel)}
            </Link>
          </p>
        </div>
        <div className={styles.code}>{parts.filter(isCode)}</div>
      </div>
    </Frame>
  );
}
