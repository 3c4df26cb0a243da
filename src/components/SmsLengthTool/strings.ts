// Visible strings of the SMS length tool. They live with the tool (not in src/i18n/cs.ts) so
// they load only in its lazily loaded chunk.
import { formatCzk, formatNumber, formatPercent, plural } from "../../lib/czech-number";

export const t = {
  textLabel: "Text zprávy",
  textHint: "Počítá se při psaní. Text zůstává jen ve vašem prohlížeči.",
  counts: "Výsledek",
  characters: "Znaky",
  encoding: "Kódování",
  segments: "Počet SMS",
  remaining: "Zbývá v této části",
  units: (n: number, gsm: boolean) =>
    `${formatNumber(n)} ${gsm ? plural(n, "znak", "znaky", "znaků") + " GSM-7" : plural(n, "jednotka", "jednotky", "jednotek") + " UCS-2"}`,
  encodingGsm: "GSM-7 (bez diakritiky)",
  encodingUcs: "UCS-2 (s diakritikou nebo emoji)",
  remainingOf: (left: number, per: number) => `${formatNumber(left)} z ${formatNumber(per)}`,
  summary: (chars: number, enc: string, segments: number, left: number) =>
    `${formatNumber(chars)} ${plural(chars, "znak", "znaky", "znaků")}, ${enc}, ${formatNumber(segments)} SMS, v této části zbývá ${formatNumber(left)}.`,
  ucsCulprits: (n: number) =>
    `Kódování UCS-2 vynucuje ${formatNumber(n)} ${plural(n, "znak", "znaky", "znaků")} (v náhledu červeně podtržené).`,
  extensionNote: (n: number) =>
    `${formatNumber(n)} ${plural(n, "znak se počítá", "znaky se počítají", "znaků se počítá")} v GSM-7 dvakrát (rozšířená tabulka: € [ ] { } \\ ^ ~ | a konec stránky).`,
  previewTitle: "Rozdělení do SMS",
  previewEmpty: "Začněte psát a uvidíte, jak se text rozdělí do jednotlivých SMS.",
  part: (i: number, units: number, per: number) => `SMS ${i + 1} · ${formatNumber(units)} / ${formatNumber(per)}`,
  previewCapped: (shown: number, total: number) =>
    `Náhled ukazuje prvních ${formatNumber(shown)} znaků z ${formatNumber(total)}. Počty výše platí pro celý text.`,
  legendUcs: "znak mimo GSM-7, přepne zprávu do UCS-2",
  legendExtension: "znak z rozšířené tabulky, v GSM-7 stojí 2 znaky",
  legendUnbreakable: "nedělitelný znak (dvojice z rozšířené tabulky nebo emoji): celý se přesune do další SMS",
  legendDivided: "část složeného emoji rozděleného mezi dvě SMS, telefon ho po doručení složí zpět",
  titleUcs: "Tento znak není v abecedě GSM-7 a přepne celou zprávu do UCS-2.",
  titleExtension: "Znak z rozšířené tabulky GSM-7: zabere 2 znaky (escape + znak).",
  titleUnbreakable: (units: number) => `Nedělitelný znak (${units} jednotky): nerozdělí se mezi dvě SMS.`,
  titleComposed: (units: number) =>
    `Složený znak (${formatNumber(units)} ${plural(units, "jednotka", "jednotky", "jednotek")}): na hranici SMS se může rozdělit mezi své části, telefon ho pak složí zpět.`,
  titleDivided:
    "Část složeného znaku rozděleného mezi dvě SMS. Telefon zprávu po doručení složí, příjemce uvidí celý znak.",
  removeDiacritics: "Odstranit diakritiku",
  diacriticsTitle: "Náhled bez diakritiky",
  diacriticsNothing: "V textu není nic, co by šlo nahradit znakem z GSM-7.",
  diacriticsSaves: (before: number, after: number) =>
    after < before
      ? `Zpráva bude mít ${formatNumber(after)} SMS místo ${formatNumber(before)}: ušetříte ${formatNumber(before - after)} SMS na každého příjemce.`
      : `Počet SMS se nezmění (${formatNumber(after)}), text ale bude bez diakritiky.`,
  diacriticsStillUcs: "I po úpravě zůstanou znaky mimo GSM-7 (například emoji), zpráva proto zůstane v UCS-2.",
  diacriticsChanges: "Nahrazené znaky",
  changeItem: (from: string, to: string, count: number) =>
    `${from} → ${to === "" ? "(odstraní se)" : to} (${formatNumber(count)}×)`,
  moreChanges: (n: number) => `a dalších ${formatNumber(n)}`,
  apply: "Použít",
  cancel: "Zrušit",
  applied: "Diakritika je odstraněná.",
  undo: "Vrátit zpět",
  costTitle: "Odhad ceny",
  country: "Země příjemců",
  recipients: "Počet příjemců",
  recipientsInvalid: "Zadejte počet příjemců jako celé číslo, například 1 000.",
  costMessages: (n: number) => `${formatNumber(n)} ${plural(n, "SMS", "SMS", "SMS")} celkem`,
  withoutVat: "Bez DPH",
  withVat: (rate: number) => `S DPH ${formatPercent(rate)}`,
  pricePer: (price: number) => `Cena jedné SMS s textovým odesílatelem: ${formatCzk(price)} bez DPH.`,
  pricePerSystem: (price: number) =>
    `Textový odesílatel tu není k dispozici; cena jedné SMS ze systémového čísla: ${formatCzk(price)} bez DPH.`,
  shareNote:
    "Text, země a počet příjemců se ukládají do adresy stránky za znak #, kterou prohlížeč serveru neposílá: odkaz můžete poslat kolegovi.",
  tooLongToShare: "Text je příliš dlouhý na sdílení odkazem, adresa stránky proto obsahuje jen zemi a počet příjemců.",
};
