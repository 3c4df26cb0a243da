import React, { useMemo } from "react";
import type { CountryCode } from "libphonenumber-js";
import { countryNameCs, PHONE_COUNTRIES } from "../../lib/phone-countries";
import { flagEmoji } from "../../lib/flag";
import * as styles from "./styles.module.css";

/** Every country libphonenumber knows, named in Czech (Intl.DisplayNames) and sorted by name. */
export default function CountrySelect({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: CountryCode;
  onChange: (c: CountryCode) => void;
}) {
  const options = useMemo(() => {
    const collator = new Intl.Collator("cs");
    return PHONE_COUNTRIES.map((code) => ({ code, name: countryNameCs(code) })).sort((a, b) =>
      collator.compare(a.name, b.name),
    );
  }, []);
  return (
    <div>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select id={id} className={styles.input} value={value} onChange={(e) => onChange(e.target.value as CountryCode)}>
        {options.map(({ code, name }) => (
          <option key={code} value={code}>
            {`${flagEmoji(code)} ${name}`}
          </option>
        ))}
      </select>
    </div>
  );
}
