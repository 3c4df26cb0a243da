import React from "react";
import Link from "../../theme/Link";
import TableScroll from "../TableScroll";
import { externalUrls } from "../../config/env";
import { segmentCosts, volumeBands, withVat, type Channel } from "../../lib/pricing-format";
import { formatCzk, formatNumber, formatPercent } from "../../lib/czech-number";
import { czechTypography as c } from "../../lib/typography";
import { csPrices } from "../../i18n/cs-prices";
import * as styles from "../../templates/prices.module.css";

const CHANNELS = Object.keys(csPrices.channels) as Channel[];

type Props = {
  country: NonNullable<Queries.CountryPricePageQuery["countryPrice"]>;
  volume: NonNullable<Queries.CountryPricePageQuery["priceList"]>["volume"];
};

/** Whether a country's page has the section on volume discounts. */
const hasVolumeBands = (volume: Props["volume"]) => volume.tiers.length > 0;

/** The body's sections: their headings and the page's table of contents. */
const SECTIONS = {
  channels: { id: "ceny-podle-kanalu", title: "Ceny podle kanálů" },
  length: { id: "cena-podle-delky", title: "Cena podle délky zprávy" },
  example: { id: "priklad", title: c("Příklad: 1 000 zpráv") },
  volume: { id: "objemove-slevy", title: "Objemové slevy" },
  sender: { id: "odesilatel", title: c("Odesílatel a poznámky") },
  next: { id: "dalsi-kroky", title: "Další kroky" },
} as const;

/** The table of contents of a country's page, in the shape of gatsby-plugin-mdx's. */
export const countryToc = (volume: Props["volume"]) => ({
  items: Object.entries(SECTIONS)
    .filter(([key]) => key !== "volume" || hasVolumeBands(volume))
    .map(([, { id, title }]) => ({ url: `#${id}`, title })),
});

function Heading({ section }: { section: keyof typeof SECTIONS }) {
  return <h2 id={SECTIONS[section].id}>{SECTIONS[section].title}</h2>;
}

/** The body of a country's price page (src/templates/country-price.tsx): prices by channel and by
 * length, an example, volume discounts, the sender rules and the next steps. Rendered by the HTML
 * renderer only; the browser gets it as HTML (plugins/gatsby-overrides/static-body/). */
export default function CountryPrices({ country, volume }: Props) {
  const { prices, vatRate } = country;
  const vat = formatPercent(vatRate);
  const textSender = prices.smsText !== null;
  const smsPrice = prices.smsText ?? prices.smsSystem;
  const smsLabel = textSender ? "SMS s textovým odesílatelem" : "SMS ze systémového čísla";
  const segments = segmentCosts(smsPrice, vatRate);
  const thousand = segments.map((s) => ({
    ...s,
    total: s.price * 1000,
    totalWithVat: withVat(s.price * 1000, vatRate),
  }));
  // Bands with a discount, then the individual offer; the list-price band needs no line.
  const bands = hasVolumeBands(volume)
    ? volumeBands(volume.tiers, volume.individualOfferFrom, smsPrice, vatRate).filter((b) => b.discount !== 0)
    : [];
  return (
    <>
      <p>
        {c(
          `Ceny za jednu zprávu do země ${country.name} (předvolba ${country.dialCode}, kód ISO ${country.iso}). Ceny jsou v korunách bez DPH, pro české zákazníky se k nim připočítává DPH ${vat}. Platíte jen odeslané zprávy, bez měsíčního poplatku a bez poplatku za zřízení.`,
        )}
      </p>

      <Heading section="channels" />
      <TableScroll label={SECTIONS.channels.title}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Kanál</th>
              <th scope="col" className={styles.num}>
                Bez DPH
              </th>
              <th scope="col" className={styles.num}>
                {c(`S DPH ${vat}`)}
              </th>
            </tr>
          </thead>
          <tbody>
            {CHANNELS.map((channel) => {
              const price = prices[channel];
              return (
                <tr key={channel}>
                  <th scope="row">{csPrices.channels[channel]}</th>
                  {price === null ? (
                    <td colSpan={2}>{csPrices.notOfferedText}</td>
                  ) : (
                    <>
                      <td className={styles.num} data-testid={`price-${channel}`}>
                        {formatCzk(price)}
                      </td>
                      <td className={styles.num}>{formatCzk(withVat(price, vatRate))}</td>
                    </>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>

      <Heading section="length" />
      <p>
        {c(
          `Do jedné SMS se vejde 160 znaků bez diakritiky (kódování GSM-7) nebo 70 znaků s diakritikou (UCS-2). Delší zpráva se dělí na části po 153, nebo 67 znacích a každá část se účtuje jako jedna SMS. Tabulka platí pro ${smsLabel} za ${formatCzk(smsPrice)} bez DPH.`,
        )}
      </p>
      <TableScroll label={SECTIONS.length.title}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Počet SMS</th>
              <th scope="col">Bez diakritiky (GSM-7)</th>
              <th scope="col">{c("S diakritikou (UCS-2)")}</th>
              <th scope="col" className={styles.num}>
                Bez DPH
              </th>
              <th scope="col" className={styles.num}>
                {c(`S DPH ${vat}`)}
              </th>
            </tr>
          </thead>
          <tbody>
            {segments.map((s) => (
              <tr key={s.segments}>
                <th scope="row">{s.segments}</th>
                <td>{c(`do ${formatNumber(s.gsm7Characters)} znaků`)}</td>
                <td>{c(`do ${formatNumber(s.ucs2Characters)} znaků`)}</td>
                <td className={styles.num}>{formatCzk(s.price)}</td>
                <td className={styles.num}>{formatCzk(s.priceWithVat ?? s.price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>

      <Heading section="example" />
      <p>
        {c(
          `Rozesílka 1 000 krátkých zpráv (${smsLabel}, do 160 znaků bez diakritiky) stojí ${formatCzk(thousand[0].total)} bez DPH, tedy ${formatCzk(thousand[0].totalWithVat)} s DPH. Když stejný text napíšete s diakritikou a má 100 znaků, rozdělí se na 2 SMS a 1 000 zpráv vyjde na ${formatCzk(thousand[1].total)} bez DPH (${formatCzk(thousand[1].totalWithVat)} s DPH).`,
        )}
      </p>

      {bands.length > 0 && (
        <>
          <Heading section="volume" />
          <p>
            {c(
              `Kdo posílá víc, platí za ${smsLabel} méně. Cena jedné SMS bez DPH podle počtu SMS odeslaných za měsíc:`,
            )}
          </p>
          <ul data-testid="volume-tiers">
            {bands.map((band) => (
              <li key={band.from}>
                {c(
                  band.price === null || band.discount === null
                    ? `${csPrices.volumeBand(band.from, band.to)} SMS měsíčně: individuální nabídka`
                    : `${csPrices.volumeBand(band.from, band.to)} SMS měsíčně: ${formatCzk(band.price)} (sleva ${formatPercent(band.discount)})`,
                )}
              </li>
            ))}
          </ul>
          <p>
            {c("Podmínky slev najdete v ", { continues: true })}
            <Link to="/ceny/#objemove-ceny">ceníku</Link>.
          </p>
        </>
      )}

      <Heading section="sender" />
      <ul>
        <li>{c(country.senderRules)}</li>
        {/* Said once: the sender rules of many countries already say that no registration is needed. */}
        {country.registrationRequired ? (
          <li>
            {c(
              "Textového odesílatele je potřeba předem zaregistrovat u místních operátorů; registraci za vás vyřídíme.",
            )}
          </li>
        ) : (
          !/registrac/i.test(country.senderRules) && (
            <li>{c("Registrace odesílatele u místních operátorů není potřeba.")}</li>
          )
        )}
        {!textSender && <li>{c("Textový odesílatel tu není k dispozici, zprávy odcházejí ze systémového čísla.")}</li>}
        {country.note && <li>{c(country.note)}</li>}
      </ul>

      <Heading section="next" />
      <ul>
        <li>
          {c("Kolik SMS bude mít vaše zpráva, spočítá nástroj ", { continues: true })}
          <Link to="/tool/delka-sms/">Délka SMS</Link>.
        </li>
        <li>
          <Link href={externalUrls.registration}>Založte si zdarma účet</Link>
          {c(" – prvních 20 SMS v rámci České republiky máte na vyzkoušení.")}
        </li>
        <li>
          {c("Ceny všech zemí najdete v ", { continues: true })}
          <Link to="/ceny/">ceníku</Link>.
        </li>
      </ul>
    </>
  );
}
