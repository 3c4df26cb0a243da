import React from "react";
import * as runtime from "react/jsx-runtime";
import { useMDXComponents } from "../../../src/components/mdx-provider";
import { compiledBodyPath } from "./compiled-body-path";

// Only the HTML renderer bundles this module (./webpack.ts): every other bundle gets ./placeholder.tsx,
// as a static body reaches the browser as HTML (./body-file.ts, ./loader.ts). It holds no MDX: the
// bodies are compiled once, by the query of the page's table of contents (./compiled-bodies.ts), and
// run here, so the renderer's build does not grow with the content.

declare const __non_webpack_require__: NodeJS.Require;
// Node's own fs, not the one Gatsby's renderer bundle tracks as a page's "unsafe builtin usage".
const nodeFs = (): typeof import("node:fs") => __non_webpack_require__("node:fs");

type Body = React.ComponentType;
const bodies = new Map<string, Body>();

/** The compiled body of a content file, run once per renderer process. */
function bodyOf(file: string): Body {
  const known = bodies.get(file);
  if (known) return known;
  const compiled = compiledBodyPath(process.cwd(), file);
  let code: string;
  try {
    code = nodeFs().readFileSync(compiled, "utf8");
  } catch {
    throw new Error(
      `content/${file}: no compiled body at ${compiled}; the page's query must ask for tableOfContents (plugins/gatsby-overrides/static-body/README.md)`,
    );
  }
  const body = (new Function(code) as (scope: object) => { default: Body })({ ...runtime, useMDXComponents }).default;
  bodies.set(file, body);
  return body;
}

/** The compiled MDX body of a page that shares its template (./page-component.ts). */
export default function ServerBody({ file }: { file: string }) {
  // One component per content file, made once per process (bodyOf), not per render.
  return React.createElement(bodyOf(file));
}
