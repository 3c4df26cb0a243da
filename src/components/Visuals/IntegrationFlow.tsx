import React from "react";
import { cx, typo } from "../Sections/Frame";
import Screen from "./Screen";
import * as styles from "./visuals.module.css";

/** A step of the scenario: what happens, and where (the app, named in text, never its logo). */
export type FlowNode = [title: string, where: string];

/** How the tool draws a scenario: boxes in a row (n8n's canvas), round modules joined by a line
 * (Make), numbered steps under each other (Zapier, Klaviyo), or a rule „Když … pak …“ (Depeše). */
export type FlowLook = "row" | "modules" | "steps" | "rule";

export interface IntegrationFlowProps {
  /** The automation tool, named in the window's bar: "Scénář v Make", "Postup v n8n". */
  tool: string;
  /** The event that starts it. */
  trigger: FlowNode;
  /** What Depeše does. */
  send: FlowNode;
  /** What happens after, one or more steps. */
  actions: FlowNode[];
  look?: FlowLook;
}

type Kind = "trigger" | "depese" | "action";

/** The small label over a step in the looks that name them. */
const STEP: Record<FlowLook, Record<Kind, string> | null> = {
  row: null,
  modules: null,
  steps: { trigger: "Spouštěč", depese: "Akce", action: "Akce" },
  rule: { trigger: "Když", depese: "Depeše", action: "Pak" },
};

function Node({ node: [title, where], kind, label }: { node: FlowNode; kind: Kind; label?: string }) {
  return (
    <li className={cx(styles.node, styles[kind])}>
      <span className={styles.nodeIcon}>{kind === "depese" ? "D" : kind === "trigger" ? "▶" : "✓"}</span>
      <span>
        {label && <span className={styles.stepLabel}>{label}</span>}
        <strong>{typo(title)}</strong>
        <span className={styles.nodeWhere}>{typo(where)}</span>
      </span>
    </li>
  );
}

/** An automation as its editor draws it: the trigger, the Depeše step and the actions after it,
 * as generic nodes (no logos) in the tool's own arrangement; a column on narrow screens. */
export default function IntegrationFlow({ tool, trigger, send, actions, look = "row" }: IntegrationFlowProps) {
  const steps = [trigger, send, ...actions].map(([title]) => title).join(" → ");
  const names = STEP[look];
  const label = (kind: Kind, i: number) =>
    names ? (look === "steps" ? `${i + 1}. ${names[kind]}` : names[kind]) : undefined;
  return (
    <Screen kind="mac" bar={tool} label={`${tool}: ${steps}.`} className={styles[look]}>
      <ol className={styles.flow}>
        <Node node={trigger} kind="trigger" label={label("trigger", 0)} />
        <Node node={send} kind="depese" label={label("depese", 1)} />
        {actions.map((action, i) => (
          <Node key={action[0]} node={action} kind="action" label={label("action", i + 2)} />
        ))}
      </ol>
    </Screen>
  );
}
