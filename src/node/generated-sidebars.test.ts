import { describe, expect, it } from "vitest";
import { generateSidebars, type SidebarGenerator } from "./generated-sidebars";

const args = {} as Parameters<SidebarGenerator>[0];

describe("generateSidebars", () => {
  it("joins the sidebars of every generator", async () => {
    const pricing: SidebarGenerator = () => ({ pricing: [{ type: "link", label: "Ceník", href: "/ceny/" }] });
    const news: SidebarGenerator = async () => ({ news: ["help/kontakty"] });
    expect(Object.keys(await generateSidebars(args, [pricing, news]))).toEqual(["pricing", "news"]);
  });

  it("fails when two generators produce a sidebar of one name, naming it", async () => {
    const one: SidebarGenerator = () => ({ pricing: [] });
    await expect(generateSidebars(args, [one, one])).rejects.toThrow(
      'Two sidebar generators produce the sidebar "pricing"',
    );
  });
});
