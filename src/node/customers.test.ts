import { describe, expect, it } from "vitest";
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
    let message = "";
    try {
      parseStory(bad, "content/customers/x.yaml");
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split("\n")).toEqual([
      expect.stringMatching(/^content\/customers\/x\.yaml: field "town": /),
      expect.stringMatching(/^content\/customers\/x\.yaml: field "result\.label": must not be empty/),
      expect.stringMatching(/^content\/customers\/x\.yaml: field "wordmark\.shape": /),
      expect.stringMatching(/^content\/customers\/x\.yaml: field "wordmark\.color": must have a contrast/),
    ]);
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
      expect.stringMatching(/^content\/pages\/x\.mdx:3: <Testimonial id="nikdo">: no such story/),
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
