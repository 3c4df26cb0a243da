import type { mdxComponents } from "./mdx";
import type { landingComponents } from "./landing";

/**
 * The components of the MDX maps (./mdx.tsx, ./landing.tsx) that need React in the browser: they
 * have state, effects or event handlers. An MDX body that uses one of them hydrates as React; every
 * other body reaches the browser as static HTML (plugins/gatsby-overrides/static-body/). Pages of content/pages/ must
 * stay static (src/node/pages.ts fails the build otherwise). A unit test
 * (plugins/gatsby-overrides/static-body/react-components.test.ts) fails when a stateful component is missing here.
 */
export const reactMdxComponents = ["ApiErrorCodes"] as const satisfies readonly (
  keyof typeof mdxComponents | keyof typeof landingComponents
)[];
