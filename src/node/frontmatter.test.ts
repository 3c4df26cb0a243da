import { describe, expect, it } from "vitest";
import { frontmatterProblems } from "./frontmatter";

describe("frontmatterProblems", () => {
  it("accepts a complete page", () => {
    expect(
      frontmatterProblems("content/pages/sms.mdx", { title: "SMS", description: "Popis", hideFooter: false }),
    ).toEqual([]);
  });

  it("names the file and the field", () => {
    expect(frontmatterProblems("content/pages/sms.mdx", { description: "Bez titulku" })).toEqual([
      'content/pages/sms.mdx: front matter field "title": Required',
    ]);
    expect(frontmatterProblems("content/pages/faq.mdx", { title: "FAQ", draft: "ano" })[0]).toBe(
      'content/pages/faq.mdx: front matter field "draft": Expected boolean, received string',
    );
  });
});
