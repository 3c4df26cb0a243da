import React from "react";
import type { HeadProps } from "gatsby";
// Link first, as in the other tool page: it reaches the shell (through "gatsby"), whose CSS must come
// before ToolPage's in every page's stylesheet order (plugins/gatsby-overrides/css-order.ts, CssOrderGuard).
import Link from "../../theme/Link";
import Seo from "../../theme/Seo";
import ToolPage from "../../theme/ToolPage";
import { lazyWithRetry } from "../../theme/Lazy";
import { czechTypography as c } from "../../lib/typography";
import { csTools } from "../../i18n/cs-tools";

// The validator and libphonenumber-js with its full metadata load only here, as a chunk of
// their own.
const PhoneValidatorTool = lazyWithRetry(
  () => import(/* webpackChunkName: "phone-validator-tool" */ "../../components/PhoneValidatorTool"),
);

/** /tool/validace-cisla/: the phone number validator with explanations. */
export default function PhoneValidatorPage() {
  const { title, lead } = csTools.phoneValidator;
  return (
    <ToolPage title={title} lead={lead} minHeight={635} tool={<PhoneValidatorTool />}>
      <h2 id="co-nastroj-kontroluje">Co nástroj kontroluje</h2>
      <p>
        {c(
          "Číslo porovná s číslovacím plánem země: jestli má správný počet číslic, platnou mezinárodní předvolbu a jestli patří do přidělené řady. Podle řady určí i typ čísla, například mobilní, pevná linka, bezplatná linka nebo linka se zvýšeným tarifem. Hromadné SMS má smysl posílat jen na mobilní čísla.",
        )}
      </p>
      <p>
        {c(
          "Nástroj nekontroluje, jestli číslo opravdu existuje a je zapnuté. To zjistí až dotaz do sítě operátora, který nabízí služba ",
        )}
        <Link to="/sms-check/">kontrola čísel</Link>.
      </p>

      <h2 id="formaty">Formáty E.164, mezinárodní a&nbsp;národní</h2>
      <ul>
        <li>
          <strong>E.164</strong>
          {c(
            " je zápis bez mezer s předvolbou a znakem +, například +420602123456. V tomto tvaru čísla čeká API i import kontaktů pro rozesílku.",
          )}
        </li>
        <li>
          <strong>Mezinárodní formát</strong>
          {c(" je totéž s mezerami pro čtení: +420 602 123 456.")}
        </li>
        <li>
          <strong>Národní formát</strong>
          {c(" je číslo, jak ho vytáčíte v dané zemi: 602 123 456, na Slovensku s úvodní nulou 0905 123 456.")}
        </li>
      </ul>
      <p>
        {c(
          "Čísla bez předvolby nástroj čte jako čísla výchozí země, kterou zvolíte (předem je vybrané Česko). Předvolba 00 se čte jako +.",
        )}
      </p>

      <h2 id="kontrola-seznamu">Kontrola celého seznamu</h2>
      <p>
        {c(
          "Do pole pro seznam vložte čísla po řádcích, nebo oddělená čárkou, středníkem či tabulátorem, třeba celý sloupec z tabulky. Nástroj spočítá platná, neplatná a duplicitní čísla. Vyčištěný seznam si stáhnete jako CSV pro Excel: čísla v zápisu E.164 i v čitelném tvaru, bez duplicit, a u neplatných čísel důvod, abyste je mohli opravit.",
        )}
      </p>

      <h2 id="soukromi">Vaše čísla zůstávají u&nbsp;vás</h2>
      <p>
        {c(
          "Kontrola běží celá ve vašem prohlížeči. Zadaná čísla se nikam neodesílají ani neukládají, a to ani do adresy stránky. Po zavření stránky po nich nezůstane stopa.",
        )}
      </p>
    </ToolPage>
  );
}

export const Head = ({ location }: HeadProps) => (
  <Seo
    title={csTools.phoneValidator.title}
    description={csTools.phoneValidator.description}
    pathname={location.pathname}
  />
);
