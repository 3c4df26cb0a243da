import React from "react";

// Only the HTML renderer bundles this module (src/node/webpack.ts): every other bundle gets an empty
// placeholder, as a static body reaches the browser as HTML in the page data.
interface MdxModule {
  default: React.ComponentType;
}
const bodies = (
  require as unknown as { context: (dir: string, deep: boolean, files: RegExp) => (id: string) => MdxModule }
).context("../../../content", true, /^\.\/(?:pages|docs|blog)\/.*\.mdx$/);

/** The compiled MDX body of a page that shares its template (src/node/page-component.ts). */
export default function MdxBody({ file }: { file: string }) {
  const Body = bodies(`./${file}`).default;
  return <Body />;
}
