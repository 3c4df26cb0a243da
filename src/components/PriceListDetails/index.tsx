import React from "react";
import Link from "../../theme/Link";
import TableScroll from "../TableScroll";
import { externalUrls } from "../../config/env";
import { formatCzk, formatNumber, formatPercent } from "../../lib/czech-number";
import { czechTypography as c } from "../../lib/typography";
import { volumeBands } from "../../lib/pricing-format";
import { csPrices } from "../../i18n/cs-prices";
import { csPriceTable } from "../../i18n/cs-price-table";
import type { ListCountry } from "../../node/prices";
import * as styles from "../../templates/prices.module.css";

type PriceList = NonNullable<Queries.PriceListPageQuery["priceList"]>;
type Volume = PriceList["volume"];

/** Billing FAQ; the VAT rate and the volume offer come from content/pricing/meta.yaml. */
function faqOf({
  vatRate,
  volume,
  priorityPrice,
  freeTestSms,
}: {
  vatRate: number;
  volume: Volume;
  /** The surcharge for a priority SMS (meta.yaml services.sms_priority), when the list has one. */
  priorityPrice: number | null;
  /** content/facts.yaml freeTestSms: what a new account gets to try. */
  freeTestSms: string;
}): [string, string][] {
  const discounts = volume.tiers
    .filter((tier) => tier.discount > 0)
    .map((tier) => `${csPrices.volumeBand(tier.from, tier.to)} SMS sleva ${formatPercent(tier.discount)}`);
  const individual = `Od ${formatNumber(volume.individualOfferFrom)} zpráv měsíčně připravíme individuální ceník podle zemí a kanálů.`;
  return [
    [
      "Platím nějaký měsíční nebo zřizovací poplatek?",
      `Ne. Účet je zdarma a platíte jen za odeslané zprávy podle ceníku. Nový účet navíc dostane ${freeTestSms} v rámci České republiky.`,
    ],
    ...(priorityPrice === null
      ? []
      : ([
          [
            "Kolik stojí prioritní SMS s ověřovacím kódem?",
            `Zpráva poslaná přes API s příznakem priority (fronta pro ověřovací kódy, která má přednost před kampaněmi) stojí k ceně SMS do dané země navíc ${formatCzk(priorityPrice)} bez DPH. Bez priority se kód účtuje jako běžná SMS.`,
          ],
        ] as [string, string][])),
    [
      "Jak se účtuje dlouhá SMS?",
      "Zpráva do 160 znaků bez diakritiky nebo do 70 znaků s diakritikou je jedna SMS. Delší zpráva se dělí na části po 153, nebo 67 znacích a každá část se účtuje jako jedna SMS. Kolik částí bude mít váš text, spočítá nástroj Délka SMS.",
    ],
    [
      "Jak mohu platit?",
      "Předplaceným kreditem, který dobijete kartou nebo bankovním převodem v aplikaci, nebo měsíční fakturací u smluvních zákazníků. Daňový doklad dostanete ke každému dobití.",
    ],
    [
      "Podle čeho se řídí cena zprávy do zahraničí?",
      "Podle země příjemce, tedy podle předvolby jeho telefonního čísla, ne podle toho, odkud zprávu posíláte. Ceny všech zemí najdete v tabulce výše i v souboru CSV ke stažení.",
    ],
    [
      "Připočítáváte k cenám DPH?",
      `Ceny v ceníku jsou bez DPH. Českým zákazníkům připočítáváme DPH ${formatPercent(vatRate)}; zaškrtnutím „${csPriceTable.withVat(vatRate)}“ nad tabulkou uvidíte ceny včetně daně.`,
    ],
    [
      "Kdy platí nižší ceny za objem?",
      `${discounts.length > 0 ? `Podle počtu SMS za měsíc: ${discounts.join(", ")} z ceníkové ceny (tabulka Objemové ceny výše). ` : ""}${individual} Napište na obchod@depese.cz nebo volejte +420 228 880 881.`,
    ],
    [
      "Kde najdu vyúčtování a faktury?",
      "V aplikaci Depeše najdete přehled dobití a spotřeby i daňové doklady ke stažení. S dotazy k fakturám pomůže fakturace@depese.cz.",
    ],
  ];
}

/** The volume tiers with what one SMS of the home country costs in each band. */
function VolumeTiers({ volume, home, vatRate }: { volume: Volume; home: ListCountry; vatRate: number }) {
  if (volume.tiers.length === 0) return null;
  const textSender = home.prices.smsText !== null;
  const price = home.prices.smsText ?? home.prices.smsSystem;
  const bands = volumeBands(volume.tiers, volume.individualOfferFrom, price, vatRate);
  return (
    <TableScroll label={"Objemové ceny"}>
      <table className={styles.table} data-testid="volume-tiers">
        <caption className={styles.caption}>
          {c(
            `Cena jedné SMS ${textSender ? "s textovým odesílatelem" : "ze systémového čísla"}, ${home.name}, podle počtu SMS za měsíc`,
          )}
        </caption>
        <thead>
          <tr>
            <th scope="col">SMS za měsíc</th>
            <th scope="col" className={styles.num}>
              Sleva
            </th>
            <th scope="col" className={styles.num}>
              Bez DPH
            </th>
            <th scope="col" className={styles.num}>
              {c(`S DPH ${formatPercent(vatRate)}`)}
            </th>
          </tr>
        </thead>
        <tbody>
          {bands.map((band) => (
            <tr key={band.from}>
              <th scope="row">{csPrices.volumeBand(band.from, band.to)}</th>
              {band.price === null || band.priceWithVat === null ? (
                <td colSpan={3}>{c("individuální nabídka")}</td>
              ) : (
                <>
                  <td className={styles.num}>{band.discount ? formatPercent(band.discount) : "bez slevy"}</td>
                  <td className={styles.num}>{formatCzk(band.price)}</td>
                  <td className={styles.num}>{formatCzk(band.priceWithVat)}</td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

// The fields of /ceny/cenik.json (src/node/prices.ts priceListJson), explained on the page.
const jsonFields = (vatRate: number): [string, string][] => [
  ["updatedAt", "datum, od kterého ceny platí (RRRR-MM-DD)"],
  ["currency", "vždy CZK"],
  ["vatIncluded", "vždy false, ceny jsou bez DPH"],
  ["vatRate", `sazba DPH pro české zákazníky jako podíl (${vatRate} = ${formatPercent(vatRate)})`],
  [
    "countries",
    "jedna položka za zemi: iso (kód ISO 3166-1), name, dialCode (předvolba), senderRules, registrationRequired, note",
  ],
  [
    "countries[].prices",
    "smsText, smsSystem, viber, whatsappMarketing, whatsappUtility, whatsappAuthentication a rcs: cena jedné zprávy v Kč bez DPH, null tam, kde kanál nenabízíme",
  ],
];

type Props = {
  priceList: PriceList;
  /** The home country's row of the list (its SMS prices give the volume tiers' prices). */
  home: ListCountry | undefined;
  /** content/facts.yaml freeTestSms. */
  freeTestSms: string;
};

/** What /ceny/ says below the table of countries (src/templates/price-list.tsx): volume prices,
 * the top-up bonus, the JSON price list, the billing FAQ and the call to register. Rendered by the
 * HTML renderer only; the browser gets it as HTML (plugins/gatsby-overrides/static-body/). */
export default function PriceListDetails({ priceList, home, freeTestSms }: Props) {
  const { vatRate, volume, bonus, jsonRoute: jsonHref } = priceList;
  const faq = faqOf({
    vatRate,
    volume,
    priorityPrice: priceList.services.find((service) => service.key === "sms_priority")?.price ?? null,
    freeTestSms,
  });
  return (
    <>
      <div className={styles.columns}>
        <section aria-labelledby="objemove-ceny">
          <h2 id="objemove-ceny">Objemové ceny</h2>
          {home && <VolumeTiers volume={volume} home={home} vatRate={vatRate} />}
          {volume.note && <p className={styles.note}>{c(volume.note)}</p>}
          <p>
            {c(
              `Od ${formatNumber(volume.individualOfferFrom)} zpráv měsíčně připravíme individuální ceník podle zemí a kanálů.`,
            )}
          </p>
          <p>
            {c("Napište nám na ")}
            <a href="mailto:obchod@depese.cz">obchod@depese.cz</a>
            {c(" nebo volejte +420 228 880 881.")}
          </p>
        </section>
        <section aria-labelledby="bonus-za-dobiti">
          <h2 id="bonus-za-dobiti">Bonus za dobití kreditu</h2>
          <TableScroll label={"Bonus za dobití kreditu"}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Jednorázové dobití</th>
                  <th scope="col" className={styles.num}>
                    Bonus
                  </th>
                </tr>
              </thead>
              <tbody>
                {bonus.tiers.map((tier) => (
                  <tr key={tier.topUp}>
                    <td>{`od ${formatCzk(tier.topUp, 0)}`}</td>
                    <td className={styles.num}>{`+${formatPercent(tier.bonus)} kreditu`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <p>
            {c(`Akce platí do ${bonus.validUntil.text}. `, { continues: true })}
            <Link to="/ceny/akce-bonus/">Podmínky a příklad</Link>
          </p>
        </section>
      </div>

      <section aria-labelledby="cenik-pro-programy">
        <h2 id="cenik-pro-programy">Ceník pro programy</h2>
        <p>
          {c("Stejná data jako v tabulce a v CSV najdete strojově čitelná v souboru ", { continues: true })}
          <a href={jsonHref}>
            <code>{jsonHref}</code>
          </a>
          {c(
            ". Hodí se pro kalkulačky v e-shopu nebo pro kontrolu ceny před kampaní; ceník se mění jen s datem platnosti výše.",
          )}
        </p>
        <ul>
          {jsonFields(vatRate).map(([field, text]) => (
            <li key={field}>
              <code>{field}</code>
              {c(` – ${text}`)}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="caste-otazky" className={styles.faq}>
        <h2 id="caste-otazky">Časté otázky k účtování</h2>
        {faq.map(([q, a]) => (
          <details key={q}>
            <summary>{c(q)}</summary>
            <p>{c(a)}</p>
          </details>
        ))}
      </section>

      <p className={styles.cta}>
        <Link href={externalUrls.registration} className="button button--primary">
          Založte si zdarma účet
        </Link>
      </p>
    </>
  );
}
