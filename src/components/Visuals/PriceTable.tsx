import React from "react";
import { typo, typoNode } from "../Sections/Frame";
import * as styles from "./price-table.module.css";

/** A row: what is paid for, its price (a <Price/> in MDX, never typed) and a note under the label. */
export type PriceRow = [label: string, price: React.ReactNode, note?: string];

export interface PriceTableProps {
  /** The caption: "Ceny WhatsApp v Česku". */
  title: string;
  /** The column of prices: "za doručenou zprávu bez DPH". */
  unit: string;
  rows: PriceRow[];
  /** A worked example under the table: ["1 000 servisních zpráv", <Price … times={1000} />]. */
  example?: [label: string, price: React.ReactNode];
}

/** A price list as the first thing a price page shows: a real table (read as one by screen
 * readers and search engines) in the look of the other product pictures, with one worked example. */
export default function PriceTable({ title, unit, rows, example }: PriceTableProps) {
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>{typo(title)}</figcaption>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{typo("Druh zprávy")}</th>
            <th scope="col">{typo(unit)}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, price, note]) => (
            <tr key={label}>
              <th scope="row">
                {typo(label)}
                {note && <span className={styles.note}>{typo(note)}</span>}
              </th>
              <td>{typoNode(price)}</td>
            </tr>
          ))}
        </tbody>
        {example && (
          <tfoot>
            <tr>
              <th scope="row">{typo(example[0])}</th>
              <td>{typoNode(example[1])}</td>
            </tr>
          </tfoot>
        )}
      </table>
    </figure>
  );
}
