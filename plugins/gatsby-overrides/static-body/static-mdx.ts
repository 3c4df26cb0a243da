import { reactMdxComponents } from "../../../src/components/mdx-react";

// Which MDX bodies can reach the browser as static HTML: those that use none of the components
// declared as needing React (src/components/mdx-react.ts).

const tag = new RegExp(`<(${reactMdxComponents.join("|")})\\b`, "g");

/** The components of the declaration an MDX source uses, each once. */
export const reactComponentsIn = (source: string): string[] => [
  ...new Set([...source.matchAll(tag)].map((match) => match[1])),
];

export const isStaticMdx = (source: string): boolean => reactComponentsIn(source).length === 0;
