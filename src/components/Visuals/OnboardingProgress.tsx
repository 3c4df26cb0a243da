import React, { useContext } from "react";
import { ProductFactsContext } from "../Fact/context";
import { cx, typo } from "../Sections/Frame";
import Screen from "./Screen";
import * as base from "./visuals.module.css";
import * as styles from "./onboarding.module.css";

export interface OnboardingProgressProps {
  /** The account's name in the head. */
  account: string;
  /** How many of the steps are done. */
  done: number;
  /** One short line of state per step, in their order: "Doručeno za 3 s na vaše číslo". */
  details: string[];
}

/** A new account's start screen in the web app: the steps to start (content/facts.yaml
 * `onboarding`, the same as <OnboardingSteps />), the ones done ticked, the next one open. */
export default function OnboardingProgress({ account, done, details }: OnboardingProgressProps) {
  const steps = useContext(ProductFactsContext).onboarding ?? [];
  return (
    <Screen
      bar="app.depese.cz/zacatek"
      label={`Úvodní obrazovka nového účtu ${account} ve webové aplikaci Depeše: hotovo ${done} z ${steps.length} kroků, další je „${steps[done]?.title ?? ""}“.`}
      className={styles.onboarding}
    >
      <p className={base.appHead}>
        <span className={base.logo}>D</span>
        <strong>{typo(account)}</strong>
        <span className={base.muted}>
          {done} z {steps.length} hotovo
        </span>
      </p>
      <span className={styles.meter}>
        <i style={{ width: `${(done / Math.max(steps.length, 1)) * 100}%` }} />
      </span>
      <ol className={styles.steps}>
        {steps.map((step, i) => (
          <li key={step.title} className={cx(i < done && styles.done, i === done && styles.next)}>
            <span className={styles.mark}>{i < done ? "✓" : i + 1}</span>
            <span>
              <strong>{typo(step.title)}</strong>
              {details[i] && <span className={styles.detail}>{typo(details[i])}</span>}
            </span>
          </li>
        ))}
      </ol>
    </Screen>
  );
}
