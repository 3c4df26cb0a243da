import React from "react";
import Price from "../Price";
import { formatNumber } from "../../lib/czech-number";
import { cx, typo } from "../Sections/Frame";
import Screen, { Field } from "./Screen";
import * as styles from "./visuals.module.css";

export interface NumberCheckProps {
  number: string;
  /** What the operator's register says about it. */
  status: "active" | "inactive" | "unreachable";
  /** The network the number belongs to now, and the one it came from if it was ported. */
  network: string;
  portedFrom?: string;
  /** Optional: the result of a whole list, [numbers checked, inactive found]. */
  list?: [number, number];
}

const STATUS = {
  active: ["Aktivní", "zpráva dojde"],
  inactive: ["Neaktivní", "číslo je zrušené, neposílejte"],
  unreachable: ["Dočasně nedostupné", "ověřte znovu za pár dní"],
} as const;

/** The result of a number check (HLR) in the web app: the number's state, its network, whether it
 * was ported, the price of one query, and optionally the summary of a whole checked list. */
export default function NumberCheck({ number, status, network, portedFrom, list }: NumberCheckProps) {
  const [state, advice] = STATUS[status];
  return (
    <Screen
      bar="app.depese.cz/kontrola-cisel"
      label={`Výsledek kontroly čísla ${number} ve webové aplikaci Depeše: ${state}, síť ${network}${portedFrom ? `, přeneseno od ${portedFrom}` : ""}.`}
    >
      <div className={styles.appHead}>
        <span className={styles.logo}>D</span>
        <strong>Kontrola čísel</strong>
        <span className={styles.muted}>
          <Price service="hlr" /> za dotaz
        </span>
      </div>
      <div className={styles.check}>
        <span className={styles.checkNumber}>{number}</span>
        <span className={cx(styles.state, styles[status])}>{state}</span>
        <span className={styles.muted}>{typo(advice)}</span>
      </div>
      <div className={styles.form}>
        <Field label="Síť">{typo(network)}</Field>
        <Field label="Přenesené číslo">{portedFrom ? typo(`ano, dříve ${portedFrom}`) : "ne"}</Field>
        <Field label="Země">Česko</Field>
      </div>
      {list && (
        <div className={styles.listCheck}>
          <span>
            Seznam: {formatNumber(list[0])} čísel · {formatNumber(list[0] - list[1])} aktivních ·{" "}
            <strong>{formatNumber(list[1])} neaktivních</strong>
          </span>
          <span className={styles.meter}>
            <i style={{ width: `${((list[0] - list[1]) / list[0]) * 100}%` }} />
          </span>
        </div>
      )}
    </Screen>
  );
}
