import React, { useId, useState } from "react";
import type { CountryCode } from "../../lib/phone-number";
import CountrySelect from "./CountrySelect";
import SingleNumber from "./SingleNumber";
import BulkList from "./BulkList";
import { t } from "./strings";
import * as styles from "./styles.module.css";

/** The phone number validator (/tool/validace-cisla/), loaded lazily with libphonenumber-js's
 * full metadata. Everything runs in the browser: no request is made while using it. */
export default function PhoneValidatorTool() {
  const id = useId();
  const [country, setCountry] = useState<CountryCode>("CZ");
  return (
    <div className={styles.tool}>
      <CountrySelect id={`${id}-country`} label={t.country} value={country} onChange={setCountry} />
      <SingleNumber country={country} />
      <BulkList country={country} />
    </div>
  );
}
