import React from "react";
import type { HeadProps, PageProps } from "gatsby";
import Seo from "../theme/Seo";
import Link from "../theme/Link";
import PriceTable from "../components/PriceTable";
import { externalUrls } from "../config/env";
import { formatCzk, formatNumber, formatPercent } from "../lib/czech-number";
import { czechTypography as c } from "../lib/typography";
import type { PriceListContext } from "../node/prices";
import * as styles from "./prices.module.css";

// /ceny/ (src/node/prices.ts): every country's prices server-rendered (indexable, usable without
// JavaScript); the search box and the VAT checkbox of PriceTable enhance the table.

const TITLE = "Ceník SMS, Viber, WhatsApp a RCS";
const DESCRIPTION = "Ceny SMS, Viber, WhatsApp a RCS do více než 190 zemí v Kč bez DPH i s DPH. Bez měsíčního poplatku a bez poplatku za zřízení, bonus za dobití kreditu.";

const faq: [string, string][] = [
  ["Platím nějaký měsíční nebo zřizovací poplatek?", "Ne. Účet je zdarma a platíte jen za odeslané zprávy podle ceníku. Nový účet navíc dostane 20 testovacích SMS v rámci České republiky."],
  ["Jak se účtuje dlouhá SMS?", "Zpráva do 160 znaků bez diakritiky nebo do 70 znaků s diakritikou je jedna SMS. Delší zpráva se dělí na části po 153, nebo 67 znacích a každá část se účtuje jako jedna SMS. Kolik částí bude mít váš text, spočítá nástroj Délka SMS."],
  ["Jak mohu platit?", "Předplaceným kreditem, který dobijete kartou nebo bankovním převodem v aplikaci, nebo měsíční fakturací u smluvních zákazníků. Daňový doklad dostanete ke každému dobití."],
  ["Podle čeho se řídí cena zprávy do zahraničí?", "Podle země příjemce, tedy podle předvolby jeho telefonního čísla, ne podle toho, odkud zprávu posíláte. Ceny všech zemí najdete v tabulce výše i v souboru CSV ke stažení."],
  ["Připočítáváte k cenám DPH?", "Ceny v ceníku jsou bez DPH. Českým zákazníkům připočítáváme DPH 21 %; zaškrtnutím „Ceny s DPH 21 %“ nad tabulkou uvidíte ceny včetně daně."],
  ["Kdy platí nižší ceny za objem?", "Od 100 000 zpráv měsíčně připravíme individuální ceník podle zemí a kanálů. Napište na obchod@depese.cz nebo volejte +420 228 880 881."],
  ["Kde najdu vyúčtování a faktury?", "V aplikaci Depeše najdete přehled dobití a spotřeby i daňové doklady ke stažení. S dotazy k fakturám pomůže fakturace@depese.cz."],
];

export default function PriceListTemplate({ pageContext }: PageProps<object, PriceListContext>) {
  const { countries, featured, vatRate, pricesDate, volume, bonus, csvHref } = pageContext;
  return (
    <article className={styles.wide}>
      <header>
        <h1>{c(TITLE)}</h1>
        <p className={styles.lead}>
          {c(`Platíte jen za odeslané zprávy, bez měsíčního poplatku a bez poplatku za zřízení. Ceny jsou za jednu zprávu v korunách bez DPH, pro české zákazníky se připočítává DPH ${formatPercent(vatRate)}.`)}
        </p>
        <p className={styles.updated}>
          {"Ceny platné od "}
          <time dateTime={pricesDate.iso}>{pricesDate.text}</time>
          {" · "}
          <a href={csvHref} download data-testid="csv-download">
            Stáhnout celý ceník (CSV pro Excel)
          </a>
        </p>
      </header>

      <PriceTable countries={countries} featured={featured} vatRate={vatRate} />
      <p className={styles.note}>
        {c("Pomlčka znamená, že kanál do dané země nenabízíme. Podrobnosti o odesilateli, registraci a ceně dlouhých zpráv najdete na stránce země (klikněte na její název).")}
      </p>

      <div className={styles.columns}>
        <section aria-labelledby="objemove-ceny">
          <h2 id="objemove-ceny">Objemové ceny</h2>
          {volume.tiers.length > 0 && (
            <ul>
              {volume.tiers.map((tier) => (
                <li key={tier.from}>{c(`od ${formatNumber(tier.from)} zpráv měsíčně sleva ${formatPercent(tier.discount)}`)}</li>
              ))}
            </ul>
          )}
          <p>{c(volume.note ?? `Od ${formatNumber(volume.individualOfferFrom)} zpráv měsíčně připravíme individuální nabídku.`)}</p>
          <p>
            {c("Napište nám na ")}
            <a href="mailto:obchod@depese.cz">obchod@depese.cz</a>
            {c(" nebo volejte +420 228 880 881.")}
          </p>
        </section>
        <section aria-labelledby="bonus-za-dobiti">
          <h2 id="bonus-za-dobiti">Bonus za dobití kreditu</h2>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Jednorázové dobití</th>
                <th scope="col" className={styles.num}>Bonus</th>
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
          <p>
            {c(`Akce platí do ${bonus.validUntil.text}. `, { continues: true })}
            <Link to="/ceny/akce-bonus/">Podmínky a příklad</Link>
          </p>
        </section>
      </div>

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
    </article>
  );
}

export const Head = ({ location }: HeadProps) => <Seo title={TITLE} description={DESCRIPTION} pathname={location.pathname} />;
