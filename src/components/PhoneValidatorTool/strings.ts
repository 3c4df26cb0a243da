// Visible strings of the phone number validator; they load only in its lazily loaded chunk.
import { formatNumber } from "../../lib/czech-number";

export const t = {
  country: "Výchozí země (pro čísla bez předvolby)",
  singleTitle: "Jedno číslo",
  numberLabel: "Telefonní číslo",
  numberHint: "Například 602 123 456 nebo +421 905 123 456. Výsledek se ukazuje při psaní.",
  valid: "Platné číslo",
  invalid: "Neplatné číslo",
  countryOf: "Země",
  type: "Typ",
  typeUnknown: "nelze určit",
  nonGeographic: "mezinárodní služba bez země",
  e164: "E.164",
  international: "Mezinárodní formát",
  national: "Národní formát",
  bulkTitle: "Seznam čísel",
  listLabel: "Seznam čísel (jedno na řádek, nebo oddělená čárkou, středníkem či tabulátorem)",
  listHint: "Vložte například sloupec z tabulky. Kontrola běží průběžně a nic se neodesílá.",
  checking: "Kontroluji…",
  summary: (s: { total: number; valid: number; invalid: number; duplicates: number }) =>
    `Celkem ${formatNumber(s.total)}: platných ${formatNumber(s.valid)}, neplatných ${formatNumber(s.invalid)}, duplicitních ${formatNumber(s.duplicates)}.`,
  onlyProblems: "Zobrazit jen neplatná a duplicitní čísla",
  tableCaption: "Výsledky kontroly",
  colLine: "Řádek",
  colInput: "Zadáno",
  colResult: "Výsledek",
  colE164: "E.164",
  colCountry: "Země",
  colType: "Typ",
  ok: "platné",
  duplicate: (line: number) => `duplicitní (poprvé na řádku ${formatNumber(line)})`,
  tableCapped: (shown: number, total: number) =>
    `Tabulka ukazuje prvních ${formatNumber(shown)} řádků z ${formatNumber(total)}, soubor CSV obsahuje všechny.`,
  download: "Stáhnout vyčištěný seznam (CSV)",
  downloadOnlyValid: "Jen platná čísla",
  downloadHint:
    "Soubor pro Excel (oddělovač středník, UTF-8). Duplicity jsou vynechané, neplatná čísla zůstávají s důvodem, abyste je mohli opravit.",
  fileName: "overena-cisla.csv",
};
