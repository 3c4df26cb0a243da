import React, { useId, useState } from "react";
import type { CountryCode } from "../../lib/phone-number";
import { usePhoneEngine } from "./engine";
import CountrySelect from "./CountrySelect";
import SingleNumber from "./SingleNumber";
import BulkList from "./BulkList";
import { t } from "./strings";
import * as styles from "./styles.module.css";

/** The phone number validator (/tool/validace-cisla/), loaded lazily; libphonenumber-js with its
 * full metadata follows when the tool is first used (./engine.ts): a pointer over it, a touch or
 * the focus in a field. Everything runs in the browser: the numbers never leave it. */
export default function PhoneValidatorTool() {
  const id = useId();
  const [country, setCountry] = useState<CountryCode>("CZ");
  const { engine, load } = usePhoneEngine();
  return (
    <div className={styles.tool} onPointerOver={load} onPointerDown={load} onFocus={load}>
      <CountrySelect id={`${id}-country`} label={t.country} value={country} onChange={setCountry} />
      <SingleNumber country={country} engine={engine} />
      <BulkList country={country} engine={engine} />
    </div>
  );
}
