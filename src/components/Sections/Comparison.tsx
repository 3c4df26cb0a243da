import React from "react";
import Link from "../../theme/Link";
import Price from "../Price";
import { csLanding } from "../../i18n/cs-landing";
import Frame, { typo, type FrameProps } from "./Frame";
import { comparedChannels, comparisonRows, type ComparedChannel } from "./comparison-data";
import * as styles from "./sections.module.css";

function Cell({ value }: { value: string | boolean }) {
  if (typeof value === "string") return <>{typo(value)}</>;
  return (
    <>
      <span aria-hidden="true" className={value ? styles.yes : styles.no}>
        {value ? "✓" : "–"}
      </span>
      <span className="visually-hidden">{value ? csLanding.yes : csLanding.no}</span>
    </>
  );
}

/** The messaging channels side by side, prices from the price list. */
export default function Comparison({
  channels = ["sms", "rcs", "viber", "whatsapp"],
  ...frame
}: FrameProps & { channels?: ComparedChannel[] }) {
  // Phones get a card per channel, wider screens the table (CSS shows one of them): a table of four
  // channels would scroll on a phone and squeeze its cells to a word per line.
  return (
    <Frame {...frame}>
      <ul className={styles.comparisonCards}>
        {channels.map((c) => (
          <li key={c} className={styles.comparisonCard}>
            <h3>
              <Link href={comparedChannels[c].href}>{comparedChannels[c].name}</Link>
            </h3>
            <dl>
              {comparisonRows.map((row) => (
                <div key={row.label}>
                  <dt>{typo(row.label)}</dt>
                  <dd>
                    <Cell value={row.values[c]} />
                  </dd>
                </div>
              ))}
              <div>
                <dt>{typo(csLanding.priceFromCz)}</dt>
                <dd>
                  <Price channel={comparedChannels[c].price} from />
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={frame.title ?? csLanding.comparison}>
        <table className={styles.comparison}>
          <thead>
            <tr>
              <td />
              {channels.map((c) => (
                <th key={c} scope="col">
                  <Link href={comparedChannels[c].href}>{comparedChannels[c].name}</Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {comparisonRows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{typo(row.label)}</th>
                {channels.map((c) => (
                  <td key={c}>
                    <Cell value={row.values[c]} />
                  </td>
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row">{typo(csLanding.priceFromCz)}</th>
              {channels.map((c) => (
                <td key={c}>
                  <Price channel={comparedChannels[c].price} from />
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </Frame>
  );
}
