import { describe, expect, it } from "vitest";
import type { ContentProblem, ContentProblemsError } from "../lib/content-problems";
import { loadStories, parseStory, storiesOf } from "./customers";
import { contrastOnWhite, initialsOf } from "../lib/customers";

const stories = loadStories();

const good = `company: Pekárna Hora
town: Tábor
industry: Pekárna
channel: SMS
problem: Zákazníci nevěděli o nedělním prodeji.
solution: Posílají SMS v sobotu.
result: {value: 120 zákazníků, label: v neděli navíc}
quote: {text: Funguje to., name: Eva Horová, role: majitelka}
wordmark: {shape: circle, color: "#a3245f"}
`;

describe("customer stories", () => {
  it("loads six stories of content/customers, each with its file name as id", () => {
    expect(stories.map((s) => s.id)).toEqual([
      "autoservis-simek",
      "fyzio-karlin",
      "instalaterstvi-kubat",
      "kadernictvi-jana",
      "kava-domu",
      "stavby-novak",
    ]);
    expect(stories.every((s) => s.result.value && s.quote.name && s.wordmark.shape)).toBe(true);
  });

  it("names the file and every bad or missing field", () => {
    expect(parseStory(good, "content/customers/pekarna-hora.yaml").id).toBe("pekarna-hora");
    const bad = good
      .replace("town: Tábor\n", "")
      .replace("label: v neděli navíc", "label: ''")
      .replace('"#a3245f"', '"#ffdd00"')
      .replace("shape: circle", "shape: star");
    let problems: ContentProblem[] = [];
    let message = "";
    try {
      parseStory(bad, "content/customers/x.yaml");
    } catch (error) {
      problems = (error as ContentProblemsError).problems;
      message = (error as Error).message;
    }
    const file = "content/customers/x.yaml";
    expect(problems).toEqual([
      // A missing field points at the top of the file, where the story's fields are.
      { file, line: 1, field: "pole „town“", message: "chybí" },
      { file, line: 6, field: "pole „result.label“", message: "nesmí být prázdné" },
      { file, line: 8, field: "pole „wordmark.shape“", message: expect.stringMatching(/^musí být jedna z hodnot „/) },
      {
        file,
        line: 8,
        field: "pole „wordmark.color“",
        message: "má na bílé kontrast jen 1,3:1, potřebuje aspoň 4,5:1 (zvolte tmavší barvu)",
      },
    ]);
    expect(message.split("\n")[0]).toBe("Obsah: 4 chyby (soubor:řádek: co: proč)");
    expect(message).toContain("content/customers/x.yaml:6: pole „result.label“: nesmí být prázdné");
  });

  it("gives a page the stories it names, all of them for the logo strip, and names an unknown id", () => {
    expect(Object.keys(storiesOf('<CustomerStory id="kava-domu" />', "a.mdx", stories).customers)).toEqual([
      "kava-domu",
    ]);
    expect(Object.keys(storiesOf("<CustomerLogos />", "a.mdx", stories).customers)).toHaveLength(stories.length);
    const { problems } = storiesOf(
      'Úvod\n\n<Testimonial id="nikdo" />\n`<CustomerStory id="kod" />`',
      "content/pages/x.mdx",
      stories,
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/pages\/x\.mdx:3: komponenta <Testimonial id="nikdo">: příběh „nikdo“ v content\/customers není; id je název souboru/,
      ),
    ]);
  });

  it("draws initials and checks the wordmark colour's contrast", () => {
    expect(initialsOf("Instalatérství Kubát")).toBe("IK");
    expect(initialsOf("KávaDomů")).toBe("KD");
    expect(initialsOf("Fyzio")).toBe("F");
    expect(contrastOnWhite("#000000")).toBeCloseTo(21, 0);
    expect(contrastOnWhite("#ffffff")).toBeCloseTo(1, 5);
  });
});
