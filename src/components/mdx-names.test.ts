import { describe, expect, it } from "vitest";
import { mdxComponents } from "./mdx";
import { landingComponents } from "./landing";
import { landingComponentNames, mdxComponentNames } from "./mdx-names";

// Components are capitalised in MDX; lower-case keys (a, pre, h2…) replace Markdown's own elements.
const componentsOf = (map: object) =>
  Object.keys(map)
    .filter((name) => /^[A-Z]/.test(name))
    .sort();

describe("MDX component names", () => {
  it("list every component of the MDX maps, so develop does not call a real one unknown", () => {
    expect([...mdxComponentNames].sort()).toEqual(componentsOf(mdxComponents));
    expect([...landingComponentNames].sort()).toEqual(componentsOf(landingComponents));
  });
});
