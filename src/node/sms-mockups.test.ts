import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { formatContentProblem } from "../lib/content-problems";
import { smsMockupProblems, smsMockups } from "./sms-mockups";

// The SMS mock-ups of the site's MDX, held to the site's own advice: „pište bez diakritiky“ (a
// Czech letter makes the SMS UCS-2: 70 characters instead of 160) and one SMS unless the mock-up
// says `parts={n}`. Why every page and not only those with the advice: see src/node/sms-mockups.ts.

const ROOT = path.resolve(__dirname, "../..");
const FOLDERS = ["content/pages", "content/docs", "content/blog"];

function mdxFiles(folder: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".mdx")) files.push(path.relative(ROOT, full).split(path.sep).join("/"));
    }
  };
  walk(path.join(ROOT, folder));
  return files;
}

const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");

const page = (body: string) => `---\ntitle: Ukázka\n---\n\n${body}\n`;

describe("smsMockups", () => {
  it("reads the SMS of mock-ups in the body, in attribute expressions and in arrays, with the file's lines", async () => {
    const source = page(
      [
        '<Hero eyebrow="x">', // line 5
        '  <SmsMessage sender="Botnik" reply="ANO" answer="Dekujeme.">',
        '    Dobry den {"{{ person.first_name }}"},',
        "    vase objednavka je na ceste.<br />Botnik",
        "  </SmsMessage>",
        "</Hero>",
        "",
        '<Section title="x" media={<SmsMessage sender="9000 123" parts={2}>Ahoj   svete</SmsMessage>}>',
        "",
        "Text.",
        "",
        "</Section>",
        "",
        '<SharedInbox contact="Jana" agent="Petr" messages={[["out", "Kdy prijedete?", "9:00"], ["in", "Zítra", "9:05"]]} />',
        '<SharedInbox channel="WhatsApp" contact="Jana" agent="Petr" messages={[["out", "Dobrý den", "9:00"]]} />',
        '<WhatsAppMessage business="Botník">Dobrý den</WhatsAppMessage>',
        '<CampaignEditor sender="Botnik" group="Vsichni" recipients={10} schedule="dnes" text="Sleva -20 %" />',
      ].join("\n"),
    );
    expect(await smsMockups(source)).toEqual([
      {
        component: "SmsMessage",
        field: "children",
        author: "business",
        text: "Dobry den {{ person.first_name }},\nvase objednavka je na ceste.\nBotnik",
        line: 6,
        parts: 1,
      },
      { component: "SmsMessage", field: "reply", author: "customer", text: "ANO", line: 6, parts: 1 },
      { component: "SmsMessage", field: "answer", author: "business", text: "Dekujeme.", line: 6, parts: 1 },
      { component: "SmsMessage", field: "children", author: "business", text: "Ahoj svete", line: 12, parts: 2 },
      {
        component: "SharedInbox",
        field: "messages[0]",
        author: "business",
        text: "Kdy prijedete?",
        line: 18,
        parts: 1,
      },
      { component: "SharedInbox", field: "messages[1]", author: "customer", text: "Zítra", line: 18, parts: 1 },
      { component: "CampaignEditor", field: "text", author: "business", text: "Sleva -20 %", line: 21, parts: 1 },
    ]);
  });
});

describe("smsMockupProblems", () => {
  const file = "content/pages/ukazka.mdx";

  it("names a business SMS with diacritics on any page, with file, line and the characters", async () => {
    const problems = await smsMockupProblems(
      file,
      page('<SmsMessage sender="Botnik">Vaše objednávka je na cestě.</SmsMessage>'),
    );
    expect(problems.map(formatContentProblem)).toEqual([
      `${file}:5: <SmsMessage> children: znaky mimo GSM-7 (š á ě) pošlou SMS jako UCS-2 na 1 SMS; pište bez diakritiky: „Vaše objednávka je na cestě.“`,
    ]);
  });

  it("lets a customer's reply keep its háčky, unless the page advises writing without them", async () => {
    const mockup =
      '<SmsMessage sender="+420 736 100 200" reply="Úterý dopoledne">Kdy se vam hodi prezuti?</SmsMessage>';
    expect(await smsMockupProblems(file, page(mockup))).toEqual([]);
    const advising = await smsMockupProblems(file, page(`${mockup}\n\nPište bez diakritiky.`));
    expect(advising.map((p) => p.field)).toEqual(["<SmsMessage> reply"]);
  });

  it("holds a text to one SMS, or to the parts the mock-up declares", async () => {
    const long = "Dobry den, ".repeat(15).trim(); // 164 characters: 2 parts of GSM-7
    const one = await smsMockupProblems(file, page(`<SmsMessage sender="Botnik">${long}</SmsMessage>`));
    expect(one.map((p) => p.message)).toEqual([
      `164 znaků je 2 SMS, ukázka má být na 1; zkraťte text, nebo uveďte parts={2}: „${long}“`,
    ]);
    expect(await smsMockupProblems(file, page(`<SmsMessage sender="Botnik" parts={2}>${long}</SmsMessage>`))).toEqual(
      [],
    );
  });

  it("counts GSM extension characters and placeholders as sent: {{ }} costs 2 septets a brace", async () => {
    const text = `Dobry den {{ person.first_name }}, ${"x".repeat(121)}`; // 156 characters, 160 septets
    expect(await smsMockupProblems(file, page(`<SmsMessage sender="Botnik">{"${text}"}</SmsMessage>`))).toEqual([]);
    const over = await smsMockupProblems(file, page(`<SmsMessage sender="Botnik">{"${text}xx"}</SmsMessage>`));
    expect(over.map((p) => p.message.split(";")[0])).toEqual([
      "158 znaků (162 míst, { } [ ] ~ ^ | \\ € zaberou dvě) je 2 SMS, ukázka má být na 1",
    ]);
  });

  it("fails on a mock-up written with diacritics again (the /sms/ hero as it was)", async () => {
    const hero = "content/pages/sms/index.mdx";
    const source = read(hero);
    const { text, line } = (await smsMockups(source))[0];
    const reverted = source.replace(
      text,
      "Dobrý den, váš vůz 2AB 4517 je po servisu připravený k vyzvednutí. Otevřeno máme do 18:00. AutoServis Kolín",
    );
    const problems = await smsMockupProblems(hero, reverted);
    expect(problems.map((p) => `${p.file}:${p.line}`)).toEqual([`${hero}:${line}`]);
    expect(problems[0].message).toMatch(/^znaky mimo GSM-7 \(ý á š ů ř í\) pošlou SMS jako UCS-2 na 2 SMS;/);
  });
});

describe("SMS mock-ups of the site", () => {
  const files = FOLDERS.flatMap(mdxFiles);

  it("finds the MDX files and their mock-ups", async () => {
    expect(files).toContain("content/pages/sms/index.mdx");
    const mockups = await smsMockups(read("content/pages/sms/index.mdx"));
    expect(mockups.length).toBeGreaterThan(0);
  });

  it("are written without diacritics and fit in the SMS they claim (file:line)", async () => {
    const problems = (await Promise.all(files.map((file) => smsMockupProblems(file, read(file))))).flat();
    expect(problems.map(formatContentProblem).join("\n")).toBe("");
  });
});
