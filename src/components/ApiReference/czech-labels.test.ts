import { describe, expect, it } from "vitest";
import { czechLabel, keepRedocCzech, translateRedoc } from "./czech-labels";

describe("czechLabel", () => {
  it("translates Redoc's own texts and keeps the spaces around them", () => {
    expect(czechLabel("required")).toBe("povinné");
    expect(czechLabel(" Expand all ")).toBe(" Rozbalit vše ");
    expect(czechLabel("Request Body schema: ")).toBe("Schéma těla požadavku: ");
    expect(czechLabel("<= 16 characters")).toBe("≤ 16 znaků");
    expect(czechLabel("[ 1 .. 1000 ] items")).toBe("[ 1 .. 1000 ] položek");
    expect(czechLabel("expand accepted")).toBe("rozbalit accepted");
  });

  it("translates the texts of nested arrays, response headers, open objects and optional security", () => {
    expect(czechLabel(" Response Headers ")).toBe(" Hlavičky odpovědi ");
    expect(czechLabel("([ 1 .. 4 ] items)")).toBe("([ 1 .. 4 ] položek)");
    expect(czechLabel("(<= 100 items)")).toBe("(≤ 100 položek)");
    expect(czechLabel("(non-empty)")).toBe("(neprázdné)");
    expect(czechLabel("[ items")).toBe("[ položky");
    expect(czechLabel(" Array ")).toBe(" Pole ");
    expect(czechLabel("property name*")).toBe("název klíče*");
    expect(czechLabel("additional property")).toBe("další vlastnost");
    expect(czechLabel("None")).toBe("Žádná");
    expect(czechLabel("URL: ")).toBe("Web: ");
    expect(czechLabel("Query parameter name: ")).toBe("Název parametru dotazu: ");
  });

  it("leaves API data alone", () => {
    for (const data of [
      "string",
      "integer",
      "date-time",
      "callbackUrl",
      "application/json",
      "ZAHRADNIK",
      "Kódy chyb",
      "X-RateLimit-Limit",
      "array",
      "(FlowStep)",
    ])
      expect(czechLabel(data)).toBeNull();
  });
});

describe("translateRedoc", () => {
  it("translates texts, parameter headings and labels in a Redoc tree, and keeps them Czech on re-render", async () => {
    document.body.innerHTML = `<div id="r"><h5>query<!-- -->${" Parameters"}</h5><span>required</span><button aria-label="expand to">x</button><table><tbody><tr><td>string</td></tr></tbody></table></div>`;
    const root = document.getElementById("r")!;
    const stop = keepRedocCzech(root);
    expect(root.querySelector("h5")!.textContent).toBe("Parametry dotazu");
    expect(root.querySelector("span")!.textContent).toBe("povinné");
    expect(root.querySelector("button")!.getAttribute("aria-label")).toBe("rozbalit to");
    expect(root.querySelector("td")!.textContent).toBe("string");
    root.querySelector("span")!.firstChild!.nodeValue = "required";
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(root.querySelector("span")!.textContent).toBe("povinné");
    stop();
    expect(translateRedoc(root)).toBe(0);
  });

  it("binds one-letter words in the specification's prose, but not in code, samples or quoted values", () => {
    document.body.innerHTML =
      '<div id="r"><p>Ověření probíhá v hlavičce <code>X-Api-Key a Y</code>.</p><h2>Přijatí a odmítnutí příjemci</h2>' +
      '<pre>curl -H "a b"</pre><div class="redoc-json"><span>"Text s diakritikou"</span></div>' +
      '<span>"Dobrý den a vítejte"</span><p>Ceny jsou v <a href="#k">Kč</a></p></div>';
    const root = document.getElementById("r")!;
    translateRedoc(root);
    const text = (selector: string) => root.querySelector(selector)!.textContent;
    expect(text("p")).toBe("Ověření probíhá v\u00a0hlavičce X-Api-Key a Y.");
    expect(text("h2")).toBe("Přijatí a\u00a0odmítnutí příjemci");
    expect(text("pre")).toBe('curl -H "a b"');
    expect(text(".redoc-json")).toBe('"Text s diakritikou"');
    expect(text("#r > span")).toBe('"Dobrý den a vítejte"');
    expect(text("p:last-child")).toBe("Ceny jsou v\u00a0Kč");
    expect(translateRedoc(root)).toBe(0);
  });
});
