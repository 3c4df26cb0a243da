import React, { useContext } from "react";
import { deliveryStateNames, factText } from "../../lib/product-facts";
import { formatNumber } from "../../lib/czech-number";
import { czechTypography } from "../../lib/typography";
import type { PageFacts } from "../../lib/price-facts";
import { ProductFactsContext } from "./context";
import * as styles from "./styles.module.css";

export interface FactProps {
  /** A key of `facts` in content/facts.yaml: sla, deliveryTime, throughput, operators… */
  name: string;
  /** The short form for large figures ("do 5 s" rather than "do 5 sekund"). */
  short?: boolean;
}

/** One product fact from content/facts.yaml: <Fact name="sla" /> → 99,95 %. */
export default function Fact(props: FactProps) {
  return <>{czechTypography(factText(props, useContext(ProductFactsContext)))}</>;
}
// What FAQ structured data says for a <Fact> on a page of content/pages/.
Fact.textOf = (props: FactProps, facts: PageFacts) => factText(props, facts.product);

/** The delivery states the web application shows, each with the API statuses it stands for; `inline`:
 * only their names, in a sentence („Doručeno“, „Čeká na doručení“ nebo „Odmítnuto“). */
export function DeliveryStates({ inline }: { inline?: boolean }) {
  const states = useContext(ProductFactsContext).deliveryStates ?? [];
  if (inline) return <>{czechTypography(deliveryStateNames(states))}</>;
  return (
    <dl className={styles.states}>
      {states.map((state) => (
        <div key={state.name} className={styles.state}>
          <dt>{czechTypography(state.name)}</dt>
          <dd>
            {czechTypography(state.text)}{" "}
            <span className={styles.statuses}>
              (API: {state.statuses.map((s, i) => [i > 0 && ", ", <code key={s}>{s}</code>])})
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

// What FAQ structured data says for <DeliveryStates inline /> on a page of content/pages/.
DeliveryStates.textOf = (_props: unknown, facts: PageFacts) => deliveryStateNames(facts.product.deliveryStates ?? []);

/** The number of countries in the price list, in docs (pages use the one of src/components/Price). */
export function DocCountryCount() {
  const { countryCount } = useContext(ProductFactsContext);
  if (countryCount === undefined) throw new Error("<CountryCount />: the doc's data has no country count.");
  return <>{formatNumber(countryCount)}</>;
}
