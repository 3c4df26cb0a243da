import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import type { SmsToolPrice } from "../node/prices";
import Link from "../theme/Link";
import { formatCzk, formatNumber, formatPercent } from "../lib/czech-number";
import Seo from "../theme/Seo";
import ToolPage from "../theme/ToolPage";
import { lazyWithRetry } from "../theme/Lazy";
import { czechTypography as c } from "../lib/typography";
import { csTools } from "../i18n/cs-tools";

// The tool's code (counting, highlighting, cost estimate) is a chunk of its own, loaded only here.
const SmsLengthTool = lazyWithRetry(
  () => import(/* webpackChunkName: "sms-length-tool" */ "../components/SmsLengthTool"),
);

/** The second country quoted in the text, after the home country. */
const NEIGHBOUR = "SK";
const RECIPIENTS_EXAMPLE = 10000;

/** The countries' SMS prices as the tool takes them, from the page's query. */
export const smsToolPrices = (data: Queries.SmsLengthToolPageQuery): SmsToolPrice[] =>
  data.allCountryPrice.nodes.map(({ iso, name, prices }) => ({ iso, name, ...prices }));

/** /tool/delka-sms/: the SMS length counter with explanations for marketers. */
export default function SmsLengthPage({ data }: PageProps<Queries.SmsLengthToolPageQuery>) {
  const { title, lead } = csTools.smsLength;
  if (!data.priceList) throw new Error("Ceník chybí (uzel PriceList).");
  const smsPrices = smsToolPrices(data);
  const { vatRate } = data.priceList;
  const homeCountry = data.priceList.homeCountry.iso;
  // Prices in the text come from content/pricing (src/node/prices.ts), like the estimate's.
  const home = smsPrices.find((p) => p.iso === homeCountry);
  const neighbour = smsPrices.find((p) => p.iso === NEIGHBOUR);
  const quoted = [home, neighbour].filter((p): p is SmsToolPrice => p !== undefined && p.smsText !== null);
  return (
    <ToolPage
      title={title}
      lead={lead}
      minHeight={900}
      tool={<SmsLengthTool prices={smsPrices} vatRate={vatRate} homeCountry={homeCountry} />}
    >
      <h2 id="gsm-7-a-ucs-2">Co znamená GSM-7 a&nbsp;UCS-2</h2>
      <p>{c("Do jedné SMS se vejde 140 bajtů. Jak se do nich text zapíše, určuje kódování:")}</p>
      <ul>
        <li>
          <strong>GSM-7</strong>
          {c(
            " je základní abeceda telefonních sítí: anglická písmena, číslice, běžná interpunkce a několik znaků jako é, ä, ö, ü nebo ß. Každý znak zabere 7 bitů, proto se do jedné SMS vejde 160 znaků.",
          )}
        </li>
        <li>
          <strong>UCS-2</strong>
          {c(
            " zvládne všechny znaky včetně české diakritiky, azbuky i emoji, ale každý znak zabere 16 bitů. Do jedné SMS se tak vejde jen 70 znaků.",
          )}
        </li>
      </ul>
      <p>
        {c(
          "Stačí jediný znak mimo GSM-7, třeba „ř“, „č“, typografické uvozovky nebo emoji, a celá zpráva se přepne do UCS-2. Limit pak neklesne jen pro ten znak, ale pro celý text: ze 160 na 70 znaků. Nástroj takové znaky v náhledu podtrhne červeně.",
        )}
      </p>

      <h2 id="proc-153-a-67">Proč má dlouhá SMS jen 153 nebo 67 znaků na část</h2>
      <p>
        {c(
          "Delší zprávu operátor rozdělí na části a telefon je složí zpět do jedné. Aby to šlo, nese každá část hlavičku s číslem zprávy a pořadím části. Hlavička zabere 6 bajtů, tedy místo 7 znaků GSM-7 nebo 3 znaků UCS-2. Proto má každá část dlouhé zprávy 153 znaků (160 − 7) bez diakritiky, nebo 67 znaků (70 − 3) s diakritikou.",
        )}
      </p>
      <p>
        {c(
          "Každá část se účtuje jako jedna SMS. Zpráva o 160 znacích bez diakritiky je 1 SMS, o 161 znacích už 2 SMS. S diakritikou jsou 2 SMS už od 71 znaků a 3 SMS od 135 znaků.",
        )}
      </p>

      <h2 id="znaky-za-dva">Znaky, které se počítají dvakrát</h2>
      <p>
        {c(
          "Znaky € [ ] { } \\ ^ ~ | a konec stránky patří do rozšířené tabulky GSM-7. Telefon je zapisuje jako dvojici (přepínací znak a samotný znak), takže v GSM-7 zaberou místo dvou znaků. Dvojice se nikdy nerozdělí mezi dvě části: když se na konec části nevejde, přesune se celá do další, a část je pak o znak kratší.",
        )}
      </p>
      <p>
        {c(
          "Podobně je to v UCS-2 s emoji: jedno emoji zabere dvě jednotky (takzvaný náhradní pár) a nikdy se nerozdělí. Složené emoji, třeba palec s barvou pleti 👍🏽 nebo rodina 👨‍👩‍👧, se ale skládá z několika takových znaků a na hranici částí se mezi ně rozdělit může, stejně jako to dělají operátoři. Telefon části po doručení složí, takže příjemce uvidí emoji celé. V náhledu jsou takové kousky orámované čárkovaně.",
        )}
      </p>

      <h2 id="konce-radku">Konce řádků: pozor na CRLF a&nbsp;LF</h2>
      <p>
        {c(
          "Konec řádku je v SMS také znak. Tento nástroj ho počítá jako jeden znak (LF), stejně jako telefony, macOS a Linux. Některé systémy, například export z tabulky ve Windows nebo starší aplikace, ale zapisují konec řádku jako dva znaky (CR a LF). Každý řádek je pak o znak delší a zpráva těsně pod limitem se rozdělí do dvou SMS. Pokud posíláte text přes API nebo ho kopírujete z jiného systému, nechte si u hranice 160 nebo 70 znaků pár znaků rezervu.",
        )}
      </p>

      <h2 id="jak-usetrit">Jak ušetřit</h2>
      <ul>
        <li>
          {c(
            "Tlačítkem „Odstranit diakritiku“ nahradíte háčky a čárky, typografické uvozovky, pomlčky a výpustky znaky z GSM-7. Nástroj nejdřív ukáže, kolik SMS ušetříte, a úpravu můžete vrátit.",
          )}
        </li>
        {home && (
          <li>
            {c(
              `U rozesílky na ${formatNumber(RECIPIENTS_EXAMPLE)} příjemců je rozdíl mezi 1 a 2 SMS na zprávu ${formatNumber(RECIPIENTS_EXAMPLE)} SMS, tedy ${formatCzk(RECIPIENTS_EXAMPLE * (home.smsText ?? home.smsSystem), 0)} bez DPH při ceně ${formatCzk(home.smsText ?? home.smsSystem)} za SMS (${home.name}).`,
            )}
          </li>
        )}
        <li>
          {c(
            "Odkazy zkracujte a text odhlášení pište bez diakritiky, například „Odhlaseni: SMS STOP CHLEBA na 9000 123“.",
          )}
        </li>
      </ul>

      <h2 id="odhad-ceny">Odhad ceny</h2>
      <p data-testid="price-note">
        {c("Cena rozesílky je počet příjemců × počet SMS jedné zprávy × cena jedné SMS. ")}
        {quoted.length > 0 &&
          c(
            `Jedna SMS s textovým odesílatelem stojí bez DPH ${quoted.map((p) => `${formatCzk(p.smsText ?? p.smsSystem)} (${p.name})`).join(" a ")}, ceny všech zemí najdete v `,
            { continues: true },
          )}
        {quoted.length > 0 && <Link to="/ceny/">ceníku</Link>}
        {quoted.length > 0 && ". "}
        {c(`K ceně se připočítává DPH ${formatPercent(vatRate)}. Bez měsíčního poplatku a bez poplatku za zřízení.`)}
      </p>
    </ToolPage>
  );
}

export const Head = ({ location }: HeadProps) => (
  <Seo title={csTools.smsLength.title} description={csTools.smsLength.description} pathname={location.pathname} />
);

export const query = graphql`
  query SmsLengthToolPage {
    priceList {
      vatRate
      homeCountry {
        iso
      }
    }
    allCountryPrice(sort: { position: ASC }) {
      nodes {
        iso
        name
        prices {
          smsText
          smsSystem
        }
      }
    }
  }
`;
