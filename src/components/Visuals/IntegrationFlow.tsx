import React from "react";
import { cx, typo } from "../Sections/Frame";
import Screen from "./Screen";
import * as styles from "./visuals.module.css";

/** A step of the scenario: what happens, and where (the app, named in text, never its logo). */
export type FlowNode = [title: string, where: string];

export interface IntegrationFlowProps {
  /** The automation tool, named in the window's bar: "Scénář v Make", "Workflow v n8n". */
  tool: string;
  /** The event that starts it. */
  trigger: FlowNode;
  /** What Depeše does. */
  send: FlowNode;
  /** What happens after, one or more steps. */
  actions: FlowNode[];
}

function Node({ node: [title, where], kind }: { node: FlowNode; kind: "trigger" | "depese" | "action" }) {
  return (
    <li className={cx(styles.node, styles[kind])}>
      <span className={styles.nodeIcon}>{kind === "depese" ? "D" : kind === "trigger" ? "▶" : "✓"}</span>
      <span>
        <strong>{typo(title)}</strong>
        <span className={styles.nodeWhere}>{typo(where)}</span>
      </span>
    </li>
  );
}

/** An automation as its editor draws it: the trigger, the Depeše step and the actions after it,
 * as generic nodes joined by arrows (in a row on wide screens, in a column on narrow ones). */
export default function IntegrationFlow({ tool, trigger, send, actions }: IntegrationFlowProps) {
  const steps = [trigger, send, ...actions].map(([title]) => title).join(" → ");
  return (
    <Screen kind="mac" bar={tool} label={`${tool}: ${steps}.`}>
      <ol className={styles.flow}>
        <Node node={trigger} kind="trigger" />
        <Node node={send} kind="depese" />
        {actions.map((action) => (
          <Node key={action[0]} node={action} kind="action" />
        ))}
      </ol>
    </Screen>
  );
}
