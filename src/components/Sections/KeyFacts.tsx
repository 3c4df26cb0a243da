import React from "react";
import Frame, { typoNode, type FrameProps } from "./Frame";
import * as styles from "./sections.module.css";

type Fact = [React.ReactNode, React.ReactNode];

/** Large figures with a label: items={[["do 5 s", "doručení v Česku"], [<CountryCount />, "zemí"]]}. */
export default function KeyFacts({ items, ...frame }: FrameProps & { items: Fact[] }) {
  return (
    <Frame {...frame}>
      <dl className={styles.facts}>
        {items.map(([value, label], i) => (
          <div key={i} className={styles.fact}>
            <dt>{typoNode(label)}</dt>
            <dd>{typoNode(value)}</dd>
          </div>
        ))}
      </dl>
    </Frame>
  );
}
