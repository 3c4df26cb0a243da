import { describe, expect, it } from "vitest";
import { CSV_HEADER, toCsv, validatePhoneList, validatePhoneListInSlices, validatePhoneNumber } from "./phone-number";

describe("validatePhoneNumber – valid numbers", () => {
  it.each([
    // input, default country, e164, country, type, typeLabel, international, national
    ["602 123 456", "CZ", "+420602123456", "CZ", "MOBILE", "mobilní", "+420 602 123 456", "602 123 456"],
    ["+420 602 123 456", "CZ", "+420602123456", "CZ", "MOBILE", "mobilní", "+420 602 123 456", "602 123 456"],
    ["00420 602 123 456", "CZ", "+420602123456", "CZ", "MOBILE", "mobilní", "+420 602 123 456", "602 123 456"],
    ["00420602123456", "CZ", "+420602123456", "CZ", "MOBILE", "mobilní", "+420 602 123 456", "602 123 456"],
    ["(+420) 602-123-456", "CZ", "+420602123456", "CZ", "MOBILE", "mobilní", "+420 602 123 456", "602 123 456"],
    ["  602.123.456\u00a0", "CZ", "+420602123456", "CZ", "MOBILE", "mobilní", "+420 602 123 456", "602 123 456"],
    ["＋４２０６０２１２３４５６", "CZ", "+420602123456", "CZ", "MOBILE", "mobilní", "+420 602 123 456", "602 123 456"],
    ["224 123 456", "CZ", "+420224123456", "CZ", "FIXED_LINE", "pevná linka", "+420 224 123 456", "224 123 456"],
    ["+420 224 123 456", "CZ", "+420224123456", "CZ", "FIXED_LINE", "pevná linka", "+420 224 123 456", "224 123 456"],
    ["00420 224 123 456", "CZ", "+420224123456", "CZ", "FIXED_LINE", "pevná linka", "+420 224 123 456", "224 123 456"],
    ["+420 224 123 456", "SK", "+420224123456", "CZ", "FIXED_LINE", "pevná linka", "+420 224 123 456", "224 123 456"],
    ["800 123 456", "CZ", "+420800123456", "CZ", "TOLL_FREE", "bezplatná linka", "+420 800 123 456", "800 123 456"],
    [
      "900 123 456",
      "CZ",
      "+420900123456",
      "CZ",
      "PREMIUM_RATE",
      "linka se zvýšeným tarifem",
      "+420 900 123 456",
      "900 123 456",
    ],
    ["+421 905 123 456", "CZ", "+421905123456", "SK", "MOBILE", "mobilní", "+421 905 123 456", "0905 123 456"],
    ["0905 123 456", "SK", "+421905123456", "SK", "MOBILE", "mobilní", "+421 905 123 456", "0905 123 456"],
    ["+49 151 23456789", "CZ", "+4915123456789", "DE", "MOBILE", "mobilní", "+49 1512 3456789", "01512 3456789"],
    // German national forms (trunk prefix 0) need the default country DE.
    ["030 12345678", "DE", "+493012345678", "DE", "FIXED_LINE", "pevná linka", "+49 30 12345678", "030 12345678"],
    ["0151 23456789", "DE", "+4915123456789", "DE", "MOBILE", "mobilní", "+49 1512 3456789", "01512 3456789"],
  ] as const)("%j (%s)", (input, country, e164, expectedCountry, type, typeLabel, international, national) => {
    const r = validatePhoneNumber(input, country);
    expect(r).toMatchObject({
      input,
      valid: true,
      e164,
      country: expectedCountry,
      type,
      typeLabel,
      international,
      national,
    });
    expect(r.reason).toBeUndefined();
  });

  it("names the country in Czech", () => {
    expect(validatePhoneNumber("+421 905 123 456").countryName).toBe("Slovensko");
    expect(validatePhoneNumber("602123456").countryName).toBe("Česko");
  });

  it("defaults to Czechia", () => {
    expect(validatePhoneNumber("602123456").e164).toBe("+420602123456");
  });
});

describe("validatePhoneNumber – invalid input", () => {
  it.each([
    // input, reasonCode, reason pattern
    ["", "EMPTY", /^Zadejte telefonní číslo\.$/],
    ["   ", "EMPTY", /^Zadejte telefonní číslo\.$/],
    ["abc", "LETTERS", /^Číslo obsahuje písmena/],
    ["602 123 45x", "LETTERS", /^Číslo obsahuje písmena/],
    ["602*123#456", "INVALID_CHARS", /^Číslo obsahuje nepovolené znaky/],
    ["602+123456", "INVALID_CHARS", /^Číslo obsahuje nepovolené znaky/],
    ["\u0000\u0001\u0007", "INVALID_CHARS", /^Číslo obsahuje nepovolené znaky/],
    ["12", "TOO_SHORT", /^Číslo je příliš krátké/],
    ["+", "TOO_SHORT", /^Číslo je příliš krátké/],
    ["+420 602 123 456 789 012", "TOO_LONG", /^Číslo je příliš dlouhé/],
    ["+420 602 123 456 789", "TOO_LONG", /^Číslo je příliš dlouhé/],
    ["602 123 4567", "TOO_LONG", /^Číslo je příliš dlouhé/],
    ["602 123 45", "TOO_SHORT", /^Číslo je příliš krátké/],
    ["6".repeat(65), "TOO_LONG", /^Číslo je příliš dlouhé/],
    ["+999 123 456", "INVALID_COUNTRY", /^Neznámá mezinárodní předvolba/],
    ["123 456 789", "INVALID", /^Toto není platné telefonní číslo pro zemi Česko\.$/],
    ["+421 123 456 789", "INVALID", /^Toto není platné telefonní číslo pro zemi Slovensko\.$/],
  ])("%j → %s", (input, reasonCode, reason) => {
    const r = validatePhoneNumber(input);
    expect(r).toMatchObject({ input, valid: false, reasonCode });
    expect(r.reason).toMatch(reason);
    expect(r.e164).toBeUndefined();
  });

  it("never throws on junk", () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const bytes = (n: number) => String.fromCharCode(...Array.from({ length: n }, () => Math.floor(random() * 256)));
    const junk = [
      bytes(1000),
      ...Array.from({ length: 200 }, () => bytes(1 + Math.floor(random() * 40))),
      "6".repeat(100_000),
      "\ud800\udfff\ud800",
      "+".repeat(30),
      "😀 602 123 456",
      null as unknown as string,
      undefined as unknown as string,
    ];
    for (const input of junk) {
      const r = validatePhoneNumber(input);
      expect(r.valid).toBe(false);
      expect(r.reason).toBeTruthy();
    }
  });

  it("returns the binary blob as invalid with a reason", () => {
    const blob = String.fromCharCode(
      0x89,
      0x50,
      0x4e,
      0x47,
      0x0d,
      0x0a,
      0x1a,
      0x0a,
      0x00,
      0x00,
      0x00,
      0x0d,
      0x49,
      0x48,
      0x44,
      0x52,
    );
    expect(validatePhoneNumber(blob)).toMatchObject({ valid: false, reasonCode: "LETTERS" });
    const digitsAndControls = "602\u0000123\u0000456";
    expect(validatePhoneNumber(digitsAndControls)).toMatchObject({ valid: false, reasonCode: "INVALID_CHARS" });
  });
});

describe("validatePhoneList", () => {
  it("splits on new lines, commas and semicolons, skips empty entries and marks duplicates", () => {
    const text = [
      "602 123 456, +420 602 123 456",
      "",
      "  ;  ",
      "224 123 456;abc",
      "00420602123456",
      "+421 905 123 456\r\n224123456",
      "12,,",
    ].join("\n");
    const { rows, summary } = validatePhoneList(text);
    expect(rows.map((r) => [r.input, r.line, r.valid, r.duplicateOf])).toEqual([
      ["602 123 456", 1, true, undefined],
      ["+420 602 123 456", 1, true, 1],
      ["224 123 456", 4, true, undefined],
      ["abc", 4, false, undefined],
      ["00420602123456", 5, true, 1],
      ["+421 905 123 456", 6, true, undefined],
      ["224123456", 7, true, 4],
      ["12", 8, false, undefined],
    ]);
    expect(summary).toEqual({ total: 8, valid: 3, invalid: 2, duplicates: 3 });
    expect(rows[3].reason).toMatch(/^Číslo obsahuje písmena/);
  });

  it.each([
    ["", { total: 0, valid: 0, invalid: 0, duplicates: 0 }],
    ["\n\n ,;\t", { total: 0, valid: 0, invalid: 0, duplicates: 0 }],
    ["602123456\t603123456", { total: 2, valid: 2, invalid: 0, duplicates: 0 }],
    ["+49 151 23456789\n+4915123456789", { total: 2, valid: 1, invalid: 0, duplicates: 1 }],
  ])("%j → %j", (text, summary) => {
    expect(validatePhoneList(text).summary).toEqual(summary);
  });

  it("uses the default country for entries without +", () => {
    const { rows } = validatePhoneList("0905 123 456\n+420602123456", "SK");
    expect(rows.map((r) => r.e164)).toEqual(["+421905123456", "+420602123456"]);
  });

  // Speed is measured by scripts/bench.ts (a timing assertion fails on a loaded machine).
  it("handles 10 000 numbers with 100 repeated and 2 invalid", () => {
    const six = (n: number) => String(n).padStart(6, "0");
    // 10 000 distinct valid mobiles (601–608 xxx xxx), 100 of them repeated, 2 invalid entries.
    const numbers = Array.from(
      { length: 10_000 },
      (_, i) => `+420 60${(i % 8) + 1} ${six((i * 37) % 1_000_000).replace(/(\d{3})(\d{3})/, "$1 $2")}`,
    );
    const text = [...numbers, ...numbers.slice(0, 100), "abc", "12"].join("\n");
    const { rows, summary } = validatePhoneList(text);
    expect(rows).toHaveLength(10_102);
    expect(summary).toEqual({ total: 10_102, valid: 10_000, invalid: 2, duplicates: 100 });
    expect(rows[10_000]).toMatchObject({ line: 10_001, duplicateOf: 1 });
  });

  it("survives a huge pasted blob", () => {
    const blob = Array.from({ length: 50_000 }, (_, i) => String.fromCharCode((i * 7919) % 65536)).join("");
    const { summary } = validatePhoneList(blob + "\n602123456");
    expect(summary.valid).toBeGreaterThanOrEqual(1);
  });
});

describe("toCsv", () => {
  it("writes a semicolon CSV with CRLF, skipping duplicates", () => {
    const { rows } = validatePhoneList('602 123 456\n+420602123456\nabc; "x;y"\n123 456 789');
    expect(toCsv(rows)).toBe(
      [
        CSV_HEADER,
        "602 123 456;ano;+420602123456;+420 602 123 456;602 123 456;CZ;mobilní;",
        "abc;ne;;;;;;Číslo obsahuje písmena, zadejte jen číslice (případně s + na začátku).",
        '"""x";ne;;;;;;Číslo obsahuje písmena, zadejte jen číslice (případně s + na začátku).',
        '"y""";ne;;;;;;Číslo obsahuje písmena, zadejte jen číslice (případně s + na začátku).',
        "123 456 789;ne;;;;CZ;;Toto není platné telefonní číslo pro zemi Česko.",
        "",
      ].join("\r\n"),
    );
  });

  it("starts with the header", () => {
    expect(CSV_HEADER).toBe("vstup;platne;e164;mezinarodni;narodni;zeme;typ;duvod");
    expect(toCsv([])).toBe(CSV_HEADER + "\r\n");
    expect(toCsv([], { bom: true })).toBe("\uFEFF" + CSV_HEADER + "\r\n");
  });

  it("can include duplicates with a reason", () => {
    const { rows } = validatePhoneList("602123456\n602 123 456");
    const lines = toCsv(rows, { includeDuplicates: true }).split("\r\n");
    expect(lines[2]).toBe(
      "602 123 456;ano;+420602123456;+420 602 123 456;602 123 456;CZ;mobilní;Duplicitní číslo, poprvé na řádku 1.",
    );
  });

  it.each([
    // input cell, expected CSV cell
    ["a;b", '"a;b"'],
    ['say "hi"', '"say ""hi"""'],
    ["=HYPERLINK(1)", "'=HYPERLINK(1)"],
    ["@SUM(1)", "'@SUM(1)"],
    ["+cmd|x", "'+cmd|x"],
    ["-2+3", "'-2+3"],
    ["+420 602 123 456", "+420 602 123 456"],
    ["line\nbreak", '"line\nbreak"'],
  ])("escapes %j as %j", (input, cell) => {
    const csv = toCsv([{ input, valid: false, reason: "x" }]);
    expect(csv.slice(CSV_HEADER.length + 2)).toBe(`${cell};ne;;;;;;x\r\n`);
  });
});

describe("validatePhoneListInSlices", () => {
  const text = ["602 123 456", "abc", "+420602123456", "12", "0905 123 456; 224 123 456", "", "+421 905 123 456"]
    .join("\n")
    .repeat(40);

  it("gives exactly what validatePhoneList gives, yielding between slices", async () => {
    let yields = 0;
    const result = await validatePhoneListInSlices(text, "SK", {
      sliceMs: 0,
      yieldToBrowser: async () => {
        yields++;
      },
    });
    expect(result).toEqual(validatePhoneList(text, "SK"));
    expect(yields).toBeGreaterThan(100);
  });

  it("stops and resolves to null when aborted, so a newer paste wins", async () => {
    const controller = new AbortController();
    const result = await validatePhoneListInSlices(text, "CZ", {
      signal: controller.signal,
      sliceMs: 0,
      yieldToBrowser: async () => controller.abort(),
    });
    expect(result).toBeNull();
  });
});
