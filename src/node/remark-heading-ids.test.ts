import { describe, expect, it } from "vitest";
import { compile } from "@mdx-js/mdx";
import remarkHeadingIds from "./remark-heading-ids";

describe("remarkHeadingIds", () => {
  it("gives headings ASCII ids, unique per page", async () => {
    const js = String(
      await compile("## Doručení v noci\n\n### Ceny\n\n## Ceny", { remarkPlugins: [remarkHeadingIds] }),
    );
    expect(js).toContain('id: "doruceni-v-noci"');
    expect(js).toContain('id: "ceny"');
    expect(js).toContain('id: "ceny-1"');
  });
});
