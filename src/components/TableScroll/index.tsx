import React from "react";
import { textOf } from "../../lib/text-of";
import { cs } from "../../i18n/cs";

/**
 * The box a table scrolls sideways in when it is wider than its column (on a phone most are):
 * a named region in the tab order, so a keyboard can scroll it too (WCAG 2.1.1; axe's
 * scrollable-region-focusable), with the scroll shadows and focus ring of global.css.
 */
export default function TableScroll({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

type Node = React.ReactElement<{ children?: React.ReactNode }>;
const elements = (node: React.ReactNode): Node[] =>
  React.Children.toArray(node).filter((child): child is Node => React.isValidElement(child));

/** A markdown table's name: "Tabulka: Kód, Význam" from its header row. */
export function tableLabel(children: React.ReactNode): string {
  const head = elements(children).find((child) => child.type === "thead");
  const row = elements(head?.props.children)[0];
  const headers = elements(row?.props.children)
    .map((cell) => textOf(cell.props.children).trim())
    .filter(Boolean);
  return cs.table(headers);
}

/** MDX `table`: markdown tables scroll in a TableScroll. */
export function MdxTable(props: React.TableHTMLAttributes<HTMLTableElement>) {
  return (
    <TableScroll label={tableLabel(props.children)}>
      <table {...props} />
    </TableScroll>
  );
}
