import React, { useId, useMemo, useState } from "react";
import Link from "../../theme/Link";
import { withVat, type Channel } from "../../lib/pricing-format";
import { searchCountries } from "../../lib/country-search";
import { formatCzk } from "../../lib/czech-number";
import { csPrices } from "../../i18n/cs-prices";
import { csPriceTable } from "../../i18n/cs-price-table";
import { czechTypography as typography } from "../../lib/typography";
import type { ListCountry } from "../../node/prices";
import * as styles from "./styles.module.css";

const t = { ...csPrices, ...csPriceTable };
const CHANNELS = Object.keys(t.channels) as Channel[];

type Props = { countries: readonly ListCountry[]; featured: readonly string[]; vatRate: number };

/** The price list of every country, rendered on the server; typing in the search box narrows it
 * (name without diacritics, ISO code, dial code) and the checkbox switches to prices with VAT. */
export default function PriceTable({ countries, featured, vatRate }: Props) {
  const id = useId();
  const [query, setQuery] = useState("");
  const [vat, setVat] = useState(false);
  const results = useMemo(() => (query.trim() ? searchCountries(countries, query) : null), [countries, query]);
  const top = useMemo(
    () => featured.map((iso) => countries.find((c) => c.iso === iso)).filter((c): c is ListCountry => c !== undefined),
    [countries, featured],
  );
  // The home country is named as in its table row ("Česká republika"), not by a short form.
  const featuredTitle = t.featured(top[0]?.name ?? "");
  // The scrolling box is in the tab order, so a keyboard can scroll it too (WCAG 2.1.1).
  const table = (rows: readonly ListCountry[], caption: string, scrollClass = styles.scroll) => (
    <div className={scrollClass} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          {typography(`${caption} – ${vat ? t.pricesWithVat(vatRate) : t.pricesWithoutVat}`)}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t.country}</th>
            <th scope="col">{t.dialCode}</th>
            {CHANNELS.map((ch) => (
              <th scope="col" key={ch} className={styles.num}>
                {t.channels[ch]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((c) => (
            <tr key={c.iso} data-iso={c.iso}>
              <th scope="row">
                <Link to={c.href}>{typography(c.name)}</Link>
              </th>
              <td className={styles.dial}>{c.dialCode}</td>
              {CHANNELS.map((ch) => {
                const price = c.prices[ch];
                return (
                  <td key={ch} className={styles.num} data-channel={ch}>
                    {price === null ? (
                      <>
                        <span aria-hidden="true">{t.notOffered}</span>
                        <span className="visually-hidden">{t.notOfferedText}</span>
                      </>
                    ) : (
                      formatCzk(vat ? withVat(price, vatRate) : price)
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
  return (
    <div className={styles.priceTable}>
      {/* Without JavaScript the search and the toggle could not work: hide them, say why. */}
      <noscript>
        <style>{`.${styles.controls}{display:none}`}</style>
        <p className={styles.hint}>{t.noscript}</p>
      </noscript>
      <div className={styles.controls}>
        <div role="search" className={styles.search}>
          <label htmlFor={`${id}-q`} className={styles.label}>
            {t.search}
          </label>
          <input
            id={`${id}-q`}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            autoComplete="off"
            aria-describedby={`${id}-hint`}
            className={styles.input}
            data-testid="price-search"
          />
          <p id={`${id}-hint`} className={styles.hint}>
            {t.searchHint}
          </p>
        </div>
        <label className={styles.toggle}>
          <input type="checkbox" checked={vat} onChange={(e) => setVat(e.target.checked)} data-testid="vat-toggle" />{" "}
          {t.withVat(vatRate)}
        </label>
      </div>
      <p aria-live="polite" className={styles.hint}>
        {results ? t.results(results.length) : ""}
      </p>
      {results ? (
        results.length > 0 && table(results, t.found)
      ) : (
        <>
          <h2 id="nejzadanejsi-zeme">{typography(featuredTitle)}</h2>
          {table(top, featuredTitle)}
          <h2 id="vsechny-zeme">{t.all}</h2>
          {table(countries, t.all, `${styles.scroll} ${styles.offscreen}`)}
        </>
      )}
    </div>
  );
}
