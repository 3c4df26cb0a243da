import React from "react";
import { cx, typo } from "../Sections/Frame";
import Screen from "./Screen";
import * as base from "./visuals.module.css";
import * as styles from "./diagram.module.css";

export type DiagramIcon = "system" | "depese" | "operator" | "phone" | "sim" | "clients";

/** A box of the drawing: what it is, a detail under it, and its icon. */
export type DiagramNode = [title: string, detail: string, icon: DiagramIcon];
/** The line between two boxes: how they talk (SMPP přes IPsec, HTTPS), and optionally how long. */
export type DiagramLink = [label: string, time?: React.ReactNode];

export interface SystemDiagramProps {
  /** The drawing's heading: "Cesta jedné SMS", "Vlastní operátor přes Depeše". */
  title: string;
  nodes: DiagramNode[];
  /** One fewer than the nodes: links[i] joins nodes[i] and nodes[i + 1]. */
  links: DiagramLink[];
  /** The way back, under the drawing: "Doručenka zpět do vašeho systému". */
  back?: React.ReactNode;
}

const PATHS: Record<DiagramIcon, React.ReactNode> = {
  system: <path d="M3 4h18v12H3zM8 20h8M12 16v4" />,
  depese: <path d="M7 5h5a7 7 0 0 1 0 14H7z" />,
  operator: <path d="M12 9v12M8 21l4-12 4 12M6.5 5.5a8 8 0 0 1 11 0M9 8a4 4 0 0 1 6 0" />,
  phone: <path d="M7 2h10v20H7zM11 18h2" />,
  // A gateway rack with its SIM slots.
  sim: <path d="M2 5h20v14H2zM5 8h3v3H5zM10.5 8h3v3h-3zM16 8h3v3h-3zM5 13h3v3H5zM10.5 13h3v3h-3zM16 13h3v3h-3z" />,
  clients: (
    <path d="M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20c0-3.5 2.7-6 6-6s6 2.5 6 6M16 11a3 3 0 1 0 0-6M18 14c2 .7 3 2.8 3 6" />
  ),
};

function Icon({ name }: { name: DiagramIcon }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="1.8">
      {PATHS[name]}
    </svg>
  );
}

/** How a message travels: the customer's system, Depeše and the networks as boxes joined by the
 * protocols between them, with timings; in a row on wide screens, in a column on narrow ones. */
export default function SystemDiagram({ title, nodes, links, back }: SystemDiagramProps) {
  const route = nodes.map(([name], i) => (i < links.length ? `${name} (${links[i][0]})` : name)).join(" → ");
  return (
    <Screen kind="bare" label={`${title}: ${route}.`} className={styles.diagram}>
      <p className={cx(base.appHead, styles.head)}>
        <span className={base.logo}>D</span>
        <strong>{typo(title)}</strong>
      </p>
      <ol className={styles.row}>
        {nodes.map(([name, detail, icon], i) => (
          <React.Fragment key={name}>
            {i > 0 && (
              <li className={styles.link}>
                <span className={styles.protocol}>{typo(links[i - 1][0])}</span>
                <span className={styles.arrow} />
                {links[i - 1][1] && <span className={styles.time}>{links[i - 1][1]}</span>}
              </li>
            )}
            <li className={cx(styles.node, icon === "depese" && styles.ours)}>
              <span className={cx(styles.icon, icon === "sim" && styles.rack)}>
                <Icon name={icon} />
              </span>
              <strong>{typo(name)}</strong>
              <span className={styles.detail}>{typo(detail)}</span>
            </li>
          </React.Fragment>
        ))}
      </ol>
      {back && <p className={styles.back}>{back}</p>}
    </Screen>
  );
}
