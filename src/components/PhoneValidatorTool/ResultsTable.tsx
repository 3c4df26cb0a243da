import React, { memo, useId, useMemo, useState } from "react";
import type { PhoneListRow } from "../../lib/phone-number";
import { flagEmoji } from "../../lib/flag";
import { formatNumber } from "../../lib/czech-number";
import { t } from "./strings";
import * as styles from "./styles.module.css";

/** Rows shown in the table; the CSV download always has all of them. */
export const TABLE_LIMIT = 200;

/** The results of a list check, optionally only the rows to fix. */
export default memo(function ResultsTable({ rows }: { rows: PhoneListRow[] }) {
  const id = useId();
  const [onlyProblems, setOnlyProblems] = useState(false);
  const filtered = useMemo(
    () => (onlyProblems ? rows.filter((r) => !r.valid || r.duplicateOf !== undefined) : rows),
    [rows, onlyProblems],
  );
  const shown = filtered.slice(0, TABLE_LIMIT);
  return (
    <>
      <p className={styles.checkbox}>
        <input
          id={`${id}-problems`}
          type="checkbox"
          checked={onlyProblems}
          onChange={(e) => setOnlyProblems(e.target.checked)}
        />
        <label htmlFor={`${id}-problems`}>{t.onlyProblems}</label>
      </p>
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-labelledby={`${id}-caption`}>
        <table className={styles.table}>
          <caption id={`${id}-caption`}>{t.tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.colLine}</th>
              <th scope="col">{t.colInput}</th>
              <th scope="col">{t.colResult}</th>
              <th scope="col">{t.colE164}</th>
              <th scope="col">{t.colCountry}</th>
              <th scope="col">{t.colType}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row, i) => (
              <tr key={i} className={row.valid && row.duplicateOf === undefined ? undefined : styles.problem}>
                <td>{formatNumber(row.line)}</td>
                <td className={styles.inputCell}>{row.input}</td>
                <td>{!row.valid ? row.reason : row.duplicateOf !== undefined ? t.duplicate(row.duplicateOf) : t.ok}</td>
                <td>{row.e164}</td>
                <td>
                  {row.country && (
                    <>
                      <span aria-hidden="true">{flagEmoji(row.country)}</span> {row.countryName ?? row.country}
                    </>
                  )}
                </td>
                <td>{row.typeLabel}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {filtered.length > TABLE_LIMIT && <p className={styles.hint}>{t.tableCapped(TABLE_LIMIT, filtered.length)}</p>}
    </>
  );
});
