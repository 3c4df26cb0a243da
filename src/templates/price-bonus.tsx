import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import Seo from "../theme/Seo";
import Link from "../theme/Link";
import { externalUrls } from "../config/env";
import { formatCzk, formatNumber, formatPercent } from "../lib/czech-number";
import { czechTypography as c } from "../lib/typography";
import type { QueriedPageContext } from "../node/prices";
import Hero from "../components/Sections/Hero";
import { LandingContext, type LandingPage } from "../components/Price";
import * as styles from "./prices.module.css";
import TableScroll from "../components/TableScroll";

// /ceny/akce-bonus/ (src/node/prices.ts): the credit bonus offer from content/pricing/meta.yaml,
// queried from the price list (PriceList) with the SMS price of its home country.

type Data = Queries.PriceBonusPageQuery;
type Tiers = NonNullable<Data["priceList"]>["bonus"]["tiers"];

const titleOf = (tiers: Tiers) =>
  `Bonus až ${Math.round(Math.max(...tiers.map((t) => t.bonus)) * 100)} % za dobití kreditu`;
const EXAMPLE_TOP_UP = 20000;

/** The page's figures from its query. */
function bonusOf(data: Data) {
  const priceList = data.priceList;
  if (!priceList) throw new Error("Ceník (PriceList) chybí.");
  const { prices } = priceList.homeCountry;
  return {
    ...priceList.bonus,
    vatRate: priceList.vatRate,
    /** The home country's SMS: with a text sender where it has one. */
    smsPrice: prices.smsText ?? prices.smsSystem,
    individualOfferFrom: priceList.volume.individualOfferFrom,
  };
}

export default function PriceBonusTemplate({ data, location }: PageProps<Data, QueriedPageContext>) {
  const { tiers, conditions, validUntil, vatRate, smsPrice, individualOfferFrom } = bonusOf(data);
  const exampleTier = [...tiers].reverse().find((t) => t.topUp <= EXAMPLE_TOP_UP) ?? tiers[0];
  const exampleBonus = Math.round(EXAMPLE_TOP_UP * exampleTier.bonus);
  const exampleSms = Math.floor((EXAMPLE_TOP_UP + exampleBonus) / smsPrice);
  const extraSms = exampleSms - Math.floor(EXAMPLE_TOP_UP / smsPrice);
  const lowest = tiers[0];
  const highest = tiers[tiers.length - 1];
  // The landing pages' hero, with the page's own figures: title and lead as its h1 and lead.
  const page: LandingPage = {
    frame: "landing",
    title: titleOf(tiers),
    lead: `Dobijte si předplacený kredit jednorázově alespoň za ${formatCzk(lowest.topUp, 0)} a my k němu připíšeme bonusový kredit navíc. Čím vyšší dobití, tím vyšší bonus.`,
    facts: { prices: {}, vatRate, countryCount: 0, homeCountry: "CZ", product: { facts: {} } },
    route: location.pathname,
  };
  return (
    <>
      <LandingContext.Provider value={page}>
        <Hero
          eyebrow="Akce na předplacený kredit"
          primaryLabel="Založit účet a dobít kredit"
          secondaryHref="/ceny/"
          secondaryLabel="Zobrazit ceník"
          price={`Bonusový kredit platí na všechny kanály a země podle ceníku · akce do ${validUntil.text}`}
          facts={[
            [`${Math.round(lowest.bonus * 100)}–${formatPercent(highest.bonus)}`, "kreditu navíc"],
            [`od ${formatCzk(lowest.topUp, 0)}`, "jednorázové dobití bez DPH"],
            [formatNumber(extraSms), `SMS navíc k dobití ${formatCzk(EXAMPLE_TOP_UP, 0)}`],
          ]}
        >
          <TopUpReceipt
            topUp={EXAMPLE_TOP_UP}
            bonus={exampleBonus}
            share={exampleTier.bonus}
            validUntil={validUntil.text}
          />
        </Hero>
      </LandingContext.Provider>
      <article className={styles.article}>
        <h2 id="vyse-bonusu">Výše bonusu</h2>
        <p>
          {c("Bonus se počítá z částky jednoho dobití bez DPH. Platí vždy nejvyšší stupeň, kterého dobití dosáhne:")}
        </p>
        <TableScroll label={"Výše bonusu"}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Jednorázové dobití bez DPH</th>
                <th scope="col" className={styles.num}>
                  Bonus
                </th>
                <th scope="col" className={styles.num}>
                  Kredit navíc
                </th>
              </tr>
            </thead>
            <tbody>
              {tiers.map((tier) => (
                <tr key={tier.topUp}>
                  <td>{`od ${formatCzk(tier.topUp, 0)}`}</td>
                  <td className={styles.num}>{`+${formatPercent(tier.bonus)}`}</td>
                  <td className={styles.num}>{c(`${formatCzk(Math.round(tier.topUp * tier.bonus), 0)} a více`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>

        <h2 id="priklad">Příklad</h2>
        <p>
          {c(
            `Dobijete kredit za ${formatCzk(EXAMPLE_TOP_UP, 0)} bez DPH (${formatCzk(EXAMPLE_TOP_UP * (1 + vatRate), 0)} s DPH ${formatPercent(vatRate)}). Dobití spadá do stupně od ${formatCzk(exampleTier.topUp, 0)} s bonusem ${formatPercent(exampleTier.bonus)}, takže k němu připíšeme ${formatCzk(exampleBonus, 0)} bonusového kreditu. Na účtu budete mít ${formatCzk(EXAMPLE_TOP_UP + exampleBonus, 0)}.`,
          )}
        </p>
        <p>
          {c(
            `Při ceně ${formatCzk(smsPrice)} bez DPH za SMS s textovým odesílatelem v České republice to je ${formatNumber(exampleSms)} SMS místo ${formatNumber(exampleSms - extraSms)}, tedy ${formatNumber(extraSms)} zpráv zdarma. Bonusový kredit můžete použít na všechny kanály a do všech zemí podle ceníku.`,
          )}
        </p>

        <h2 id="pro-koho">Pro koho se bonus vyplatí</h2>
        <p>
          {c(
            "Bonus ocení hlavně firmy, které posílají pravidelně: e-shopy s potvrzením objednávek a avízy doručení, ordinace s připomínkami termínů nebo obce s informačními zprávami pro občany. Když si kredit dobijete jednou za čtvrtletí místo každý měsíc, dosáhnete na vyšší stupeň bonusu a za stejné peníze odešlete více zpráv. Kredit se nijak neváže na konkrétní kampaň, takže ho postupně čerpáte podle potřeby.",
          )}
        </p>

        <h2 id="podminky">Podmínky</h2>
        <ul>
          {conditions.map((condition) => (
            <li key={condition}>{c(condition)}</li>
          ))}
        </ul>

        <h2 id="platnost">Platnost akce</h2>
        <p>
          {c(
            `Akce platí pro dobití provedená do ${validUntil.text}. Bonusový kredit čerpáte stejně jako zaplacený kredit a za stejné ceny. Ceny jednotlivých zpráv se bonusem nemění, platí běžný ceník.`,
          )}
        </p>

        <h2 id="jak-na-to">Jak bonus získat</h2>
        <ol>
          <li>{c("Založte si zdarma účet v aplikaci Depeše, nebo se přihlaste do stávajícího.")}</li>
          <li>{c("V části pro dobití kreditu zadejte částku a zaplaťte kartou nebo bankovním převodem.")}</li>
          <li>
            {c(
              "Po připsání platby se vám na účet automaticky připíše i bonusový kredit. Nic dalšího vyplňovat nemusíte.",
            )}
          </li>
        </ol>
        <p>
          {c("Přehled cen všech zemí a kanálů najdete v ", { continues: true })}
          <Link to="/ceny/">ceníku</Link>
          {c(`. Pokud posíláte ${formatNumber(individualOfferFrom)} a více zpráv měsíčně, napište nám na `)}
          <a href="mailto:obchod@depese.cz">obchod@depese.cz</a>
          {c(" a připravíme vám individuální nabídku.")}
        </p>
        <p className={styles.cta}>
          <Link href={externalUrls.registration} className="button button--primary">
            Založit účet a dobít kredit
          </Link>
        </p>
      </article>
    </>
  );
}

/** The hero's picture: the credit top-up as the application confirms it, with the bonus added. */
function TopUpReceipt({
  topUp,
  bonus,
  share,
  validUntil,
}: {
  topUp: number;
  bonus: number;
  share: number;
  validUntil: string;
}) {
  return (
    <div
      className={styles.receipt}
      role="img"
      aria-label={c(`Dobití ${formatCzk(topUp, 0)} a bonus ${formatCzk(bonus, 0)}`)}
    >
      <p className={styles.receiptTitle}>Platba připsána</p>
      <dl>
        <div>
          <dt>Dobití kartou</dt>
          <dd>{formatCzk(topUp, 0)}</dd>
        </div>
        <div className={styles.receiptBonus}>
          <dt>{c(`Bonus ${formatPercent(share)}`)}</dt>
          <dd>+{formatCzk(bonus, 0)}</dd>
        </div>
        <div className={styles.receiptTotal}>
          <dt>Na účtu</dt>
          <dd>{formatCzk(topUp + bonus, 0)}</dd>
        </div>
      </dl>
      <p className={styles.receiptNote}>{c(`Částky bez DPH · bonus podle akce do ${validUntil}`)}</p>
    </div>
  );
}

export const Head = ({ data, location }: HeadProps<Data, QueriedPageContext>) => {
  const { tiers } = bonusOf(data);
  return (
    <Seo
      title={titleOf(tiers)}
      description={c(
        `Při dobití kreditu od ${formatCzk(tiers[0].topUp, 0)} získáte bonus ${formatPercent(tiers[0].bonus)}, od ${formatCzk(tiers[tiers.length - 1].topUp, 0)} až ${formatPercent(tiers[tiers.length - 1].bonus)} kreditu navíc. Podmínky, příklad a platnost akce.`,
      )}
      pathname={location.pathname}
    />
  );
};

export const query = graphql`
  query PriceBonusPage {
    priceList {
      vatRate
      homeCountry {
        prices {
          smsText
          smsSystem
        }
      }
      volume {
        individualOfferFrom
      }
      bonus {
        validUntil {
          iso
          text
        }
        tiers {
          topUp
          bonus
        }
        conditions
      }
    }
  }
`;
