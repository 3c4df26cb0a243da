import React, { useId, useState } from "react";
import type { PhoneListRow } from "../../lib/phone-number";
import type { PhoneEngine } from "./engine";
import { t } from "./strings";
import * as styles from "./styles.module.css";

/** Download of the cleaned list, made in the browser (a Blob), with a BOM for Czech Excel. */
export default function DownloadCsv({ rows, toCsv }: { rows: PhoneListRow[]; toCsv: PhoneEngine["toCsv"] }) {
  const id = useId();
  const [onlyValid, setOnlyValid] = useState(false);
  const download = () => {
    const csv = toCsv(onlyValid ? rows.filter((r) => r.valid) : rows, { bom: true });
    const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = t.fileName;
    document.body.appendChild(link);
    link.click();
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <div className={styles.download}>
      <div className={styles.buttons}>
        <button type="button" className="button button--primary" onClick={download} aria-describedby={`${id}-hint`}>
          {t.download}
        </button>
        <span className={styles.checkbox}>
          <input
            id={`${id}-valid`}
            type="checkbox"
            checked={onlyValid}
            onChange={(e) => setOnlyValid(e.target.checked)}
          />
          <label htmlFor={`${id}-valid`}>{t.downloadOnlyValid}</label>
        </span>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {t.downloadHint}
      </p>
    </div>
  );
}
