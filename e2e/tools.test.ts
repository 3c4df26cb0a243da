import fs from "node:fs";
import { describe, expect } from "vitest";
import type { Page } from "playwright-core";
import { parse } from "node-html-parser";
import { it, baseUrl, open } from "./browser";
import { chunkScripts } from "./built-routes";
import { analyzeSms } from "../src/lib/sms-length";
import { loadPricing } from "../src/lib/pricing";
import { formatCzk } from "../src/lib/czech-number";

// The two tools in a real browser: typing and reading results, the shareable address,
// the CSV download, the chunk Retry (docs/product-spec.md §8), privacy (no request) and huge inputs.

const pricing = loadPricing(
  fs.readFileSync("content/pricing/prices.csv", "utf8"),
  fs.readFileSync("content/pricing/meta.yaml", "utf8"),
);
const SMS = "/tool/delka-sms/";
const VALIDATOR = "/tool/validace-cisla/";
const squash = (s: string | null) => (s ?? "").replace(/\s+/g, " ").trim();
const cz = (n: number) => new Intl.NumberFormat("cs-CZ").format(n).replace(/\s/g, " ");

const smsText = (page: Page) => page.getByLabel("Text zprávy");
const value = (page: Page, testId: string) => page.getByTestId(testId).textContent().then(squash);

describe("SMS length tool", () => {
  it("counts 160 GSM characters as 1 SMS and 161 as 2, live while typing", async ({ newPage }) => {
    const { page, errors } = await newPage();
    await open(page, SMS);
    await smsText(page).fill("a".repeat(159));
    await smsText(page).press("Control+End");
    await smsText(page).pressSequentially("a");
    await expect.poll(() => value(page, "sms-characters")).toBe("160");
    expect(await value(page, "sms-encoding")).toContain("GSM-7");
    expect(await value(page, "sms-segments")).toBe("1");
    expect(await value(page, "sms-remaining")).toBe("0 z 160");
    await smsText(page).pressSequentially("b");
    await expect.poll(() => value(page, "sms-segments")).toBe("2");
    expect(await value(page, "sms-remaining")).toBe("145 z 153");
    expect(await page.getByTestId("sms-part").count()).toBe(2);
    expect(errors).toEqual([]);
  });

  it("switches to UCS-2 for Czech diacritics and marks the characters that force it", async ({ newPage }) => {
    const { page } = await newPage();
    await open(page, SMS);
    await smsText(page).pressSequentially("Příliš žluťoučký kůň");
    await expect.poll(() => value(page, "sms-encoding")).toContain("UCS-2");
    // The analysis follows the typing with a deferred value: wait for the whole text.
    await expect.poll(() => value(page, "sms-remaining")).toBe("50 z 70");
    expect(await page.locator('mark[data-kind="ucs2"]').allTextContents()).toEqual([
      "ř",
      "í",
      "š",
      "ž",
      "ť",
      "č",
      "ý",
      "ů",
      "ň",
    ]);
    await smsText(page).fill("Cena 5 €");
    await expect.poll(() => page.locator('mark[data-kind="extension"]').allTextContents()).toEqual(["€"]);
    expect(await value(page, "sms-encoding")).toContain("GSM-7");
  });

  it("splits a skin-tone emoji between two parts like operators (65 č + 👍🏽 + 65 č is 2 SMS)", async ({ newPage }) => {
    const { page, errors } = await newPage();
    await open(page, SMS);
    await smsText(page).fill("č".repeat(65) + "👍🏽" + "č".repeat(65));
    await expect.poll(() => value(page, "sms-segments")).toBe("2");
    expect(await value(page, "sms-remaining")).toBe("0 z 67");
    const parts = page.getByTestId("sms-part");
    expect(await parts.count()).toBe(2);
    // Each part ends or starts with a piece of the emoji, marked as divided; each piece is one
    // whole surrogate pair.
    expect(await parts.nth(0).locator("mark[data-divided]").allTextContents()).toEqual(["👍"]);
    expect(await parts.nth(1).locator("mark[data-divided]").allTextContents()).toEqual(["🏽"]);
    expect(squash(await parts.nth(0).textContent())).toContain("SMS 1 · 67 / 67");
    expect(squash(await parts.nth(1).textContent())).toContain("SMS 2 · 67 / 67");
    // A lone emoji straddling the boundary still moves whole to the next part.
    await smsText(page).fill("č".repeat(66) + "😀" + "č".repeat(5));
    await expect.poll(() => parts.nth(1).locator("mark[data-unbreakable]").first().textContent()).toBe("😀");
    expect(await page.locator("mark[data-divided]").count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("quotes the SMS prices and the VAT rate of the price list in its explanations", async () => {
    const html = await (await fetch(`${baseUrl()}${SMS}`)).text();
    const note = squash(parse(html).querySelector('[data-testid="price-note"]')?.textContent ?? "");
    const home = pricing.countries.find((c) => c.iso === pricing.meta.homeCountry)!;
    expect(note).toContain(`${squash(formatCzk(home.prices.smsText!))} (${home.name})`);
    expect(note).toContain(`DPH ${Math.round(pricing.meta.vatRate * 100)} %`);
    expect(note).toContain("0,79 Kč (Česká republika) a 1,29 Kč (Slovensko)"); // the placeholder list
  });

  it("previews what removing diacritics saves, applies it and undoes it", async ({ newPage }) => {
    const { page } = await newPage();
    await open(page, SMS);
    const original = "Dobrý den, Vaše objednávka č. 12345 je připravena k vyzvednutí na pobočce. Děkujeme!";
    await smsText(page).fill(original);
    await expect.poll(() => value(page, "sms-segments")).toBe("2");
    await page.getByRole("button", { name: "Odstranit diakritiku" }).click();
    const preview = page.getByTestId("diacritics-preview");
    expect(squash(await preview.textContent())).toContain(
      "Zpráva bude mít 1 SMS místo 2: ušetříte 1 SMS na každého příjemce.",
    );
    expect(squash(await preview.textContent())).toContain("ý → y");
    expect(await smsText(page).inputValue()).toBe(original); // only a preview so far
    await page.getByRole("button", { name: "Použít" }).click();
    expect(await smsText(page).inputValue()).toBe(
      "Dobry den, Vase objednavka c. 12345 je pripravena k vyzvednuti na pobocce. Dekujeme!",
    );
    await expect.poll(() => value(page, "sms-segments")).toBe("1");
    expect(await value(page, "sms-encoding")).toContain("GSM-7");
    await page.getByRole("button", { name: "Vrátit zpět" }).click();
    expect(await smsText(page).inputValue()).toBe(original);
    await expect.poll(() => value(page, "sms-segments")).toBe("2");
  });

  it("keeps text, country and recipients in the address; reloading restores them and the estimate", async ({
    newPage,
  }) => {
    const { page } = await newPage();
    await open(page, SMS);
    const text = "Akce: sleva 20 % 😀\nodhlášení STOP";
    await smsText(page).fill(text);
    await page.getByLabel("Země příjemců").selectOption("SK");
    await page.getByLabel("Počet příjemců").fill("2500");
    await expect.poll(() => page.evaluate(() => location.hash)).toContain("prijemci=2500");
    const hash = await page.evaluate(() => location.hash);
    expect(new URLSearchParams(hash.slice(1)).get("text")).toBe(text);
    expect(new URLSearchParams(hash.slice(1)).get("zeme")).toBe("SK");
    await page.reload({ waitUntil: "networkidle" });
    await expect.poll(() => smsText(page).inputValue()).toBe(text);
    expect(await page.getByLabel("Země příjemců").inputValue()).toBe("SK");
    expect(await page.getByLabel("Počet příjemců").inputValue()).toBe("2500");
    // 1 SMS × 2 500 × 1,29 Kč = 3 225 Kč; with 21 % VAT 3 902,25 Kč
    await expect.poll(() => value(page, "cost-without-vat")).toBe("3 225,00 Kč");
    expect(await value(page, "cost-with-vat")).toBe("3 902,25 Kč");
  });
});

describe("phone number validator", () => {
  it("shows a Czech mobile for 602 123 456 and a reason for 12", async ({ newPage }) => {
    const { page, errors } = await newPage();
    await open(page, VALIDATOR);
    expect(await page.getByRole("combobox", { name: /Výchozí země/ }).inputValue()).toBe("CZ");
    const field = page.getByLabel("Telefonní číslo", { exact: true });
    await field.pressSequentially("602 123 456");
    const result = page.getByTestId("single-result");
    await expect.poll(async () => squash(await result.textContent())).toContain("Platné číslo");
    const text = squash(await result.textContent());
    for (const part of ["🇨🇿", "Česko", "mobilní", "+420602123456", "+420 602 123 456", "602 123 456"])
      expect(text).toContain(part);
    await field.fill("12");
    await expect.poll(async () => squash(await result.textContent())).toContain("Neplatné číslo");
    expect(squash(await result.textContent())).toContain("Číslo je příliš krátké");
    await page.getByRole("combobox", { name: /Výchozí země/ }).selectOption("SK");
    await field.fill("0905 123 456");
    await expect.poll(async () => squash(await result.textContent())).toContain("Slovensko");
    expect(errors).toEqual([]);
  });

  it("checks a pasted list and downloads the cleaned list as CSV for Excel", async ({ newPage }) => {
    const { page } = await newPage({ acceptDownloads: true });
    await open(page, VALIDATOR);
    await page
      .getByRole("textbox", { name: /Seznam čísel/ })
      .fill("602 123 456\n+420602123456; abc\n+421 905 123 456\n12");
    await expect.poll(() => value(page, "bulk-summary")).toBe("Celkem 5: platných 2, neplatných 2, duplicitních 1.");
    expect(await page.locator("table tbody tr").count()).toBe(5);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: /Stáhnout vyčištěný seznam/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("overena-cisla.csv");
    const csv = fs.readFileSync((await download.path())!, "utf8");
    expect(csv.split("\r\n")).toEqual([
      "\uFEFFvstup;platne;e164;mezinarodni;narodni;zeme;typ;duvod",
      "602 123 456;ano;+420602123456;+420 602 123 456;602 123 456;CZ;mobilní;",
      "abc;ne;;;;;;Číslo obsahuje písmena, zadejte jen číslice (případně s + na začátku).",
      "+421 905 123 456;ano;+421905123456;+421 905 123 456;0905 123 456;SK;mobilní;",
      "12;ne;;;;;;Číslo je příliš krátké, zkontrolujte, zda nechybí číslice.",
      "",
    ]);
  });
});

describe("lazily loaded tool code (docs/product-spec.md §8: a code chunk fails to load)", () => {
  it.for([
    [SMS, "sms-length-tool", "Text zprávy"],
    [VALIDATOR, "phone-validator-tool", "Telefonní číslo"],
  ])("%s shows Retry when its chunk fails, and Retry loads the tool", async ([route, chunk, label], { newPage }) => {
    const { page } = await newPage();
    let blocked = 0;
    // The group's own file: the last of its scripts (the others are shared with the page).
    const file = chunkScripts(chunk).at(-1)!;
    await page.route(
      (url) => url.pathname === file,
      (r) => {
        if (blocked++ === 0) return r.abort();
        return r.continue();
      },
    );
    await open(page, route);
    // The tool's chunk is requested once hydration (a transition) reaches it.
    await expect.poll(() => blocked).toBe(1);
    const retry = page.getByRole("button", { name: "Retry" });
    await retry.waitFor();
    expect(await page.getByRole("alert").textContent()).toContain("Část stránky se nepodařilo načíst");
    // The explanations are there regardless.
    expect(await page.locator("h2").count()).toBeGreaterThan(3);
    await retry.click();
    await page.getByLabel(label, { exact: true }).waitFor();
    expect(blocked).toBe(2);
    expect(await page.getByRole("button", { name: "Retry" }).count()).toBe(0);
  });

  it("keeps the explanations in the static HTML and the tool code out of the first load", async () => {
    const html = await (await fetch(`${(await import("./browser")).baseUrl()}${SMS}`)).text();
    expect(html).toContain("Proč má dlouhá SMS jen 153 nebo 67 znaků na část");
    expect(html).toContain("CRLF");
    expect(html).toContain("neopouští váš prohlížeč");
    for (const file of chunkScripts("sms-length-tool")) expect(html).not.toContain(file);
    const validator = await (await fetch(`${(await import("./browser")).baseUrl()}${VALIDATOR}`)).text();
    expect(validator.replace(/\u00a0|&nbsp;/g, " ")).toContain("Formáty E.164, mezinárodní a národní");
    for (const file of chunkScripts("phone-validator-tool")) expect(validator).not.toContain(file);
  });
});

describe("privacy", () => {
  it("sends nothing outside the site, and no request while the tools are used but the validator's code on first use", async ({
    newPage,
  }) => {
    const { page, outside } = await newPage({ acceptDownloads: true });
    for (const route of [SMS, VALIDATOR]) {
      await open(page, route);
      // The use starts once the page has settled: hydrated, and Gatsby's prefetch of the links in
      // view done, which its loader starts 3 s after the first link is seen, in batches of four
      // 3 s apart; so no request for 4 s. (A lighter page reaches network idle before that.)
      await page.waitForSelector("header [data-search-open][data-ready]", { state: "attached" });
      let last = Date.now();
      const seen = () => (last = Date.now());
      page.on("request", seen);
      await expect.poll(() => Date.now() - last, { timeout: 30_000, interval: 250 }).toBeGreaterThan(4000);
      page.off("request", seen);
      const requests: string[] = [];
      const record = (r: { url: () => string }) => requests.push(r.url());
      page.on("request", record);
      if (route === SMS) {
        await smsText(page).pressSequentially("Dobrý den, zásilka 😀 je na cestě.");
        await page.getByRole("button", { name: "Odstranit diakritiku" }).click();
        await page.getByRole("button", { name: "Použít" }).click();
        await page.getByLabel("Počet příjemců").fill("300");
        await page.waitForTimeout(800); // the debounced address update
      } else {
        await page.getByLabel("Telefonní číslo", { exact: true }).pressSequentially("+420 602 123 456");
        await page.getByRole("textbox", { name: /Seznam čísel/ }).fill("602123456\n+421905123456\nabc");
        await expect.poll(() => value(page, "bulk-summary")).toContain("Celkem 3");
        await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: /Stáhnout/ }).click()]);
      }
      page.off("request", record);
      // The CSV download is a blob: URL made in the page; the browser fetches the favicon on its own.
      // The validator's first use loads its validation code, a script of the site's (no number in it).
      const metadataCode = chunkScripts("phone-metadata").map((file) => baseUrl() + file);
      const metadata = requests.filter((url) => metadataCode.includes(url));
      expect(metadata).toHaveLength(route === VALIDATOR ? 1 : 0);
      expect(
        requests.filter((url) => !url.startsWith("blob:") && !url.endsWith("/favicon.svg") && !metadata.includes(url)),
      ).toEqual([]);
    }
    expect(outside).toEqual([]);
  });
});

describe("huge and hostile input", () => {
  // Emoji, right-to-left text, control characters, a lone surrogate and "binary" noise. Line
  // breaks are few: Chromium's editing makes page.fill take minutes for thousands of them (a
  // real paste is one edit); the validator gets its 10 000 lines through a simulated paste too.
  const unit = "Ahoj 😀👍🏽 שלום عربي \u0000\u0007\u001b\u202e\uD800 {€} ř ";
  const blob = Array.from({ length: 2000 }, (_, i) => String.fromCharCode((i * 7919) % 65536)).join("");
  const huge = (blob + Array.from({ length: 40 }, () => unit.repeat(80)).join("\r\n")).slice(0, 100_000);
  /** Sets a text area's value as a paste does (one edit), through the native setter React listens to. */
  const paste = (page: Page, selector: string, text: string) =>
    page.locator(selector).evaluate((el, value) => {
      const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!.set!;
      setter.call(el, value);
      el.dispatchEvent(new Event("input", { bubbles: true }));
    }, text);

  it("counts 100 000 characters exactly, keeps every character and stays usable", async ({ newPage }) => {
    const { page, errors } = await newPage();
    await open(page, SMS);
    await smsText(page).fill(huge);
    const held = await smsText(page).inputValue();
    // CR LF becomes LF in a text area; lone surrogates become U+FFFD in the test's transport.
    const wellFormed = (t: string) =>
      t.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
    expect(held).toBe(wellFormed(huge.replace(/\r\n?/g, "\n")));
    const expected = analyzeSms(held);
    await expect.poll(() => value(page, "sms-characters"), { timeout: 30_000 }).toBe(cz(expected.characters));
    expect(await value(page, "sms-segments")).toBe(cz(expected.segments));
    expect(await page.getByTestId("preview-capped").isVisible()).toBe(true);
    await expect.poll(() => value(page, "share-note")).toContain("příliš dlouhý na sdílení");
    expect((await page.evaluate(() => location.href)).length).toBeLessThan(8000);
    // Still typing: one more character lands and is counted.
    await smsText(page).press("Control+End");
    await smsText(page).pressSequentially("x");
    await expect.poll(() => value(page, "sms-characters"), { timeout: 30_000 }).toBe(cz(expected.characters + 1));
    expect(errors).toEqual([]);
  });

  it("checks 10 000 pasted numbers and survives a binary blob in both fields", async ({ newPage }) => {
    const { page, errors } = await newPage();
    await open(page, VALIDATOR);
    const six = (n: number) => String(n).padStart(6, "0");
    const numbers = Array.from({ length: 10_000 }, (_, i) => `+420 60${(i % 8) + 1} ${six((i * 37) % 1_000_000)}`);
    const list = page.getByRole("textbox", { name: /Seznam čísel/ });
    // 100 rows of 100 tab-separated cells, as pasted from a spreadsheet
    const rows = Array.from({ length: 100 }, (_, r) => numbers.slice(r * 100, r * 100 + 100).join("\t"));
    await list.fill(rows.join("\n"));
    await expect
      .poll(() => value(page, "bulk-summary"), { timeout: 30_000 })
      .toBe(`Celkem ${cz(10_000)}: platných ${cz(10_000)}, neplatných 0, duplicitních 0.`);
    expect(await page.locator("table tbody tr").count()).toBe(200);
    // one number per line, plus every number again: 10 000 duplicates
    await paste(page, "textarea", [...numbers, ...numbers].join("\n"));
    await expect
      .poll(() => value(page, "bulk-summary"), { timeout: 30_000 })
      .toBe(`Celkem ${cz(20_000)}: platných ${cz(10_000)}, neplatných 0, duplicitních ${cz(10_000)}.`);
    expect(await list.inputValue()).toHaveLength([...numbers, ...numbers].join("\n").length);
    await list.fill(blob + "\n" + unit + "\n602123456");
    await expect.poll(() => value(page, "bulk-summary"), { timeout: 30_000 }).toMatch(/^Celkem \d+: platných 1,/);
    const field = page.getByLabel("Telefonní číslo", { exact: true });
    await field.fill(blob.slice(0, 500));
    await expect
      .poll(async () => squash(await page.getByTestId("single-result").textContent()))
      .toContain("Neplatné číslo");
    expect(errors).toEqual([]);
  });
});
