import React, { useId } from "react";
import Link from "../../theme/Link";
import type { Channel } from "../../lib/pricing-format";
import { formatCzk } from "../../lib/czech-number";
import { csPrices } from "../../i18n/cs-prices";
import { csPriceTable } from "../../i18n/cs-price-table";
import { czechTypography as typography } from "../../lib/typography";
import type { ListCountry } from "../../node/prices";
import * as styles from "./styles.module.css";

const t = { ...csPrices, ...csPriceTable };
const CHANNELS = Object.keys(t.channels) as Channel[];

type Props = { countries: readonly ListCountry[]; featured: readonly string[]; vatRate: number };

/** The price list of every country as HTML the server renders; React never hydrates it. Typing in
 * the search box narrows it (name without diacritics, ISO code, dial code) and the checkbox
 * switches to prices with VAT: src/behaviours/price-table.ts, which reads the countries and the
 * prices without VAT from the rows' data attributes. */
export default function PriceTable({ countries, featured, vatRate }: Props) {
  const id = useId();
  const top = featured.map((iso) => countries.find((c) => c.iso === iso)).filter((c): c is ListCountry => !!c);
  // The home country is named as in its table row ("Česká republika"), not by a short form.
  const featuredTitle = t.featured(top[0]?.name ?? "");
  // The scrolling box is in the tab order, so a keyboard can scroll it too (WCAG 2.1.1).
  const table = (rows: readonly ListCountry[], caption: string, { all = false, scrollClass = styles.scroll } = {}) => {
    const withoutVat = typography(`${caption} – ${t.pricesWithoutVat}`);
    return (
      <div className={scrollClass} role="region" aria-label={caption} tabIndex={0}>
        <table className={styles.table}>
          <caption
            className={styles.caption}
            data-without-vat={withoutVat}
            data-with-vat={typography(`${caption} – ${t.pricesWithVat(vatRate)}`)}
          >
            {withoutVat}
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
          <tbody data-price-all={all ? "" : undefined}>
            {rows.map((c) => (
              <tr
                key={c.iso}
                data-iso={c.iso}
                // What the search reads, on the list of all countries only.
                {...(all && { "data-name": c.name, "data-dial": c.dialCode, "data-aliases": c.aliases.join("|") })}
              >
                <th scope="row">
                  <Link to={c.href}>{typography(c.name)}</Link>
                </th>
                <td className={styles.dial}>{c.dialCode}</td>
                {CHANNELS.map((ch) => {
                  const price = c.prices[ch];
                  return price === null ? (
                    <td key={ch} className={styles.num} data-channel={ch}>
                      <span aria-hidden="true">{t.notOffered}</span>
                      <span className="visually-hidden">{t.notOfferedText}</span>
                    </td>
                  ) : (
                    <td key={ch} className={styles.num} data-channel={ch} data-price={price}>
                      {formatCzk(price)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  };
  return (
    <div className={styles.priceTable} data-price-table="" data-vat-rate={vatRate}>
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
            autoComplete="off"
            aria-describedby={`${id}-hint`}
            className={styles.input}
            data-price-search=""
            data-testid="price-search"
          />
          <p id={`${id}-hint`} className={styles.hint}>
            {t.searchHint}
          </p>
        </div>
        <label className={styles.toggle}>
          <input type="checkbox" data-vat-toggle="" data-testid="vat-toggle" /> {t.withVat(vatRate)}
        </label>
      </div>
      <p
        aria-live="polite"
        className={styles.hint}
        data-price-status=""
        data-none={t.noResults}
        data-found={t.results}
      />
      <div data-price-found="" hidden>
        {table([], t.found)}
      </div>
      <div data-price-default="">
        <h2 id="nejzadanejsi-zeme">{typography(featuredTitle)}</h2>
        {table(top, featuredTitle)}
        <h2 id="vsechny-zeme">{t.all}</h2>
        {table(countries, t.all, { all: true, scrollClass: `${styles.scroll} ${styles.offscreen}` })}
      </div>
    </div>
  );
}
