import React from "react";
import Frame, { typo, type FrameProps } from "./Frame";
import * as styles from "./sections.module.css";

type Fact = [React.ReactNode, React.ReactNode];
const text = (node: React.ReactNode) => (typeof node === "string" ? typo(node) : node);

/** Large figures with a label: items={[["do 5 s", "doručení v Česku"], [<CountryCount />, "zemí"]]}. */
export default function KeyFacts({ items, ...frame }: FrameProps & { items: Fact[] }) {
  return (
    <Frame {...frame}>
      <dl className={styles.facts}>
        {items.map(([value, label], i) => (
          <div key={i} className={styles.fact}>
            <dt>{text(label)}</dt>
            <dd>{text(value)}</dd>
          </div>
        ))}
      </dl>
    </Frame>
  );
}
