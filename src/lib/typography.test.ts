import { describe, expect, it } from "vitest";
import { czechTypography } from "./typography";

const show = (s: string) => s.replace(/\u00a0/g, "~");

describe("czechTypography", () => {
  it.each([
    ["Odešlete SMS v pondělí", "Odešlete SMS v~pondělí"],
    ["Zpráva k vyzvednutí a v pořádku", "Zpráva k~vyzvednutí a~v~pořádku"],
    ["S námi i o víkendu", "S~námi i~o~víkendu"],
    ["Cena 0,79 Kč za zprávu", "Cena 0,79~Kč za zprávu"],
    ["DPH 21 % se připočte", "DPH 21~% se připočte"],
    ["Poslali jsme 100 000 zpráv", "Poslali jsme 100~000 zpráv"],
    ["Za 1 000 000 SMS", "Za 1~000~000~SMS"],
    ["(a také)", "(a~také)"],
    ["„V Praze“", "„V~Praze“"],
  ])("%s", (input, expected) => {
    expect(show(czechTypography(input))).toBe(expected);
  });

  it.each([
    ["Odpovíme do 48 hodin", "Odpovíme do 48~hodin"],
    ["Trvá to 22 minut", "Trvá to 22~minut"],
    ["5 min čtení", "5~min čtení"],
    ["Zpráva dorazí za 3 sekundy, nejpozději za 1 minutu", "Zpráva dorazí za 3~sekundy, nejpozději za 1~minutu"],
    ["Uchováváme 30 dní, 2 týdny nebo 6 měsíců", "Uchováváme 30~dní, 2~týdny nebo 6~měsíců"],
    ["Na trhu 12 let, smlouva na 1 rok", "Na trhu 12~let, smlouva na 1~rok"],
    ["Odezva 200 ms a 24 h denně", "Odezva 200~ms a~24~h denně"],
    ["Limit je 30 s.", "Limit je 30~s."],
    ["Čekejte 30 s, pak to zkuste znovu", "Čekejte 30~s, pak to zkuste znovu"],
  ])("keeps a time unit with its number: %s", (input, expected) => {
    expect(show(czechTypography(input))).toBe(expected);
  });

  it("binds the preposition „s“ after a number forward, never to the number", () => {
    expect(show(czechTypography("Pošlete 5 s přílohou"))).toBe("Pošlete 5 s~přílohou");
    expect(show(czechTypography("Pošlete 5 s ", { continues: true }))).toBe("Pošlete 5 s~");
  });

  it("leaves words that only start with the letter alone", () => {
    expect(show(czechTypography("auto vlak zase"))).toBe("auto vlak zase");
  });

  it("does not glue a year or a phone number group to a following word", () => {
    expect(show(czechTypography("rok 2012 byl"))).toBe("rok 2012 byl");
  });

  it("binds a trailing preposition only when the text continues in the next node", () => {
    expect(show(czechTypography("čtěte v ", { continues: true }))).toBe("čtěte v~");
    expect(show(czechTypography("čtěte v "))).toBe("čtěte v ");
  });

  it("keeps a date written with spaces on one line", () => {
    expect(czechTypography("Vyzvedněte do 3. 12. na pobočce")).toBe("Vyzvedněte do 3.\u00a012. na pobočce");
    expect(czechTypography("Platí do 31. 3. 2027.")).toBe("Platí do 31.\u00a03.\u00a02027.");
    expect(czechTypography("Krok 2. Pošlete 10 zpráv.")).toBe("Krok 2. Pošlete 10 zpráv.");
  });

  it("keeps one-letter prefixes and multiplications from breaking", () => {
    expect(czechTypography("Pro e-shopy a e-mail přes T-Mobile")).toBe(
      "Pro e\u2011shopy a\u00a0e\u2011mail přes T\u2011Mobile",
    );
    expect(czechTypography("Obrázek 400 × 400 px")).toBe("Obrázek 400\u00a0×\u00a0400\u00a0px");
    expect(czechTypography("Wi-Fi a SMS-brána")).toBe("Wi-Fi a\u00a0SMS-brána");
    // A header name is copied into code: its hyphens stay plain.
    expect(czechTypography("hlavičkou X-Api-Key a e-mailem")).toBe("hlavičkou X-Api-Key a\u00a0e\u2011mailem");
  });

  it("is idempotent", () => {
    const once = czechTypography("a v Praze za 1 000 Kč");
    expect(czechTypography(once)).toBe(once);
  });
});
