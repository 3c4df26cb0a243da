import React from "react";

/** A component that can say what it renders as plain text, given the page's facts (Price). */
type WithText<F> = { textOf?: (props: never, facts: F) => string };

/**
 * The visible text of a React tree built from MDX: strings, numbers, host elements and their
 * children; a component with a static `textOf` (Price, CountryCount) renders through it.
 * Used for aria-labels and for structured data that must repeat what the page shows.
 */
export function textOf<F>(node: React.ReactNode, facts?: F): string {
  if (typeof node === "string" || typeof node === "number") return String(node);
  if (Array.isArray(node)) return node.map((n) => textOf(n, facts)).join("");
  if (!React.isValidElement<{ children?: React.ReactNode }>(node)) return "";
  const type = node.type as WithText<F>;
  if (typeof node.type === "function" && type.textOf && facts !== undefined)
    return type.textOf(node.props as never, facts);
  return textOf(node.props.children, facts);
}
