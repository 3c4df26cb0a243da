import { describe, expect, it } from "vitest";
import { NUMBER, errorCodeReferences, jsonCodeReferences, proseOf, statedNumbers } from "./api-doc-references";

const codes = (mdx: string) => errorCodeReferences(mdx).map((r) => (r.name ? `${r.code} ${r.name}` : r.code));

describe("errorCodeReferences", () => {
  it("finds codes after a Czech or English keyword, in lists and ranges", () => {
    expect(codes("Neplatné číslo vrátí kód 307.")).toEqual([307]);
    expect(codes("Týkají se jich kódy 307, 308 a 309.")).toEqual([307, 308, 309]);
    expect(codes("Časté chyby 311 nebo 312; chybou `304` skončí prázdný text.")).toEqual([304, 311, 312]);
    expect(codes("Ostatní kódy 300 až 303.")).toEqual([300, 301, 302, 303]);
    expect(codes("Kódy 307 (neplatné číslo), 308 (duplicitní příjemce) a 309 (blacklist).")).toEqual([307, 308, 309]);
    expect(codes("returns error 429")).toEqual([429]);
  });

  it("finds codes in parentheses and in bold, with the name written next to them", () => {
    expect(codes("příliš dlouhý text (303), neplatný odesílatel (305, 306)")).toEqual([303, 305, 306]);
    expect(codes("- **300 INVALID_REQUEST** – chybí pole\n- **429, 500, 503** – opakujte")).toEqual([
      "300 INVALID_REQUEST",
      429,
      500,
      503,
    ]);
    expect(codes("vrátí 402 INSUFFICIENT_CREDIT a 305 (INVALID_SENDER)")).toEqual([
      "305 INVALID_SENDER",
      "402 INSUFFICIENT_CREDIT",
    ]);
  });

  it("gives the line of each reference", () => {
    expect(errorCodeReferences("Úvod\n\nDruhý odstavec s kódem 313.")[0]).toMatchObject({ code: 313, line: 3 });
  });

  it("ignores prices, limits, phone numbers, HTTP statuses and code blocks", () => {
    const text = [
      "SMS stojí 0,79 Kč, kampaň 790 Kč; limit je 1 530 znaků a 500 zpráv v požadavku.",
      "Volejte +420 228 880 880 nebo pošlete STOP na 9000 123.",
      "API vrátí HTTP 400 (HTTP 400) a HTTP status (200); verze 3.141 platí.",
      "Platnost kódu je 5 – 10 minut, kódy doručení 30, 31 a 32.",
      "```js",
      'if (res.status(403)) throw new Error("kód 999");',
      "```",
    ].join("\n");
    expect(codes(text)).toEqual([]);
  });

  it("reads codes of example JSON, code blocks included", () => {
    expect(jsonCodeReferences('```json\n{ "code": 307 }\n```').map((r) => r.code)).toEqual([307]);
  });
});

describe("statedNumbers", () => {
  it("reads Czech numbers with thousands separators, also non-breaking ones", () => {
    const found = statedNumbers(
      "Nejvýše 1\u00a0530 znaků, ttl 60 až 86 400 sekund.",
      new RegExp(`ttl (${NUMBER}) až (${NUMBER})`),
    );
    expect(found.map((ns) => ns.map((n) => n.value))).toEqual([[60, 86400]]);
  });

  it("skips code blocks and the alternatives a match did not take", () => {
    const pattern = new RegExp(`nejvýše (${NUMBER}) znaků|delší než (${NUMBER}) znaků`);
    const found = statedNumbers("Reference je delší než 64 znaků.\n\n```\nnejvýše 99 znaků\n```", pattern);
    expect(found.map((ns) => ns.map((n) => n.value))).toEqual([[64]]);
  });

  it("keeps inline code readable and line numbers intact", () => {
    expect(proseOf("`callbackUrl`\n```\na\nb\n```\nkonec").split("\n")).toHaveLength(6);
    expect(proseOf("pole `callbackUrl`")).toBe("pole callbackUrl");
  });
});
