import { describe, expect, it } from "vitest";
import { looseOneLetterWords, nonBreakingInCode, visibleTextLines } from "./typography-check";

describe("looseOneLetterWords", () => {
  it("finds a one-letter word followed by a normal space, in any case", () => {
    expect(looseOneLetterWords("<body><p>Odesílání v noci. A pak ráno.</p></body>")).toEqual([
      "…Odesílání v noci. A pak ráno.…",
      "…Odesílání v noci. A pak ráno.…",
    ]);
    expect(looseOneLetterWords("<body><p>Platby <strong>s DPH</strong></p></body>")).toHaveLength(1);
  });

  it("accepts non-breaking spaces, code, scripts and words that merely end in a letter", () => {
    const html =
      "<body><p>Odesílání v\u00a0noci a\u00a0ráno, <code>curl -s v 1</code>, e-mail u@x.cz</p><pre>a b</pre><script>var a = 1</script><p>Pondělí k\u00a0tomu</p></body>";
    expect(looseOneLetterWords(html)).toEqual([]);
  });

  it("reads a preposition across an inline element and keeps blocks apart", () => {
    expect(
      visibleTextLines("<body><p>Viz v <a href='/'>ceníku</a></p><ul><li>SMS</li><li>a dál</li></ul></body>"),
    ).toEqual(["Viz v ceníku", "SMS", "a dál"]);
  });
});

describe("nonBreakingInCode", () => {
  it("finds a non-breaking hyphen or space inside code, once per outer code element", () => {
    const html =
      "<body><p>Hlavička <code>X\u2011Api-Key</code></p><pre><code>curl -H\u00a0x</code></pre><p>e\u2011shop v\u00a0noci</p></body>";
    expect(nonBreakingInCode(html)).toEqual(["<code>…X‑⃞Api-Key…", "<pre>…curl -H⍽x…"]);
  });

  it("accepts code with plain characters and non-breaking ones outside code", () => {
    expect(nonBreakingInCode("<body><p>e\u2011mail v\u00a0noci <code>X-Api-Key</code></p></body>")).toEqual([]);
  });
});
