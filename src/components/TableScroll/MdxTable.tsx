import React from "react";
import { textOf } from "../../lib/text-of";
import { cs } from "../../i18n/cs";
import TableScroll from ".";

// Apart from TableScroll, so that the templates that draw their own tables (the price pages) do
// not carry the markdown tables' naming code.

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
