import { useMemo } from "react";
import { useMDXComponents as useProvidedComponents } from "@mdx-js/react";
import { mdxComponents } from "./mdx";

// The provider every compiled MDX file imports (gatsby-config's `providerImportSource`): the
// components of ./mdx.tsx, under those an MDXProvider adds (the landing sections). Imported by the
// MDX modules themselves, these components ship only with the bodies that still render in the
// browser, not with the shell of every page.
export function useMDXComponents(): ReturnType<typeof useProvidedComponents> {
  const provided = useProvidedComponents();
  return useMemo(() => ({ ...mdxComponents, ...provided }), [provided]);
}
