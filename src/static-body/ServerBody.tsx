import React from "react";

// Only the HTML renderer bundles this module (./webpack.ts): every other bundle gets ./placeholder.tsx,
// as a static body reaches the browser as HTML (./body-file.ts, ./loader.ts).
interface MdxModule {
  default: React.ComponentType;
}
const bodies = (
  require as unknown as { context: (dir: string, deep: boolean, files: RegExp) => (id: string) => MdxModule }
).context("../../content", true, /^\.\/(?:pages|docs|blog)\/.*\.mdx$/);

/** The compiled MDX body of a page that shares its template (./page-component.ts). */
export default function ServerBody({ file }: { file: string }) {
  const Body = bodies(`./${file}`).default;
  return <Body />;
}
