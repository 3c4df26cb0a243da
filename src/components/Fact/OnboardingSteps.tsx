import React, { useContext } from "react";
import Link from "../../theme/Link";
import Steps, { Step } from "../Sections/Steps";
import { czechTypography } from "../../lib/typography";
import { ProductFactsContext } from "./context";

/** The steps to start, the same on every page that shows them (content/facts.yaml `onboarding`). */
export default function OnboardingSteps({ title, intro }: { title?: string; intro?: string }) {
  const steps = useContext(ProductFactsContext).onboarding ?? [];
  return (
    <Steps title={title} intro={intro}>
      {steps.map((step) => (
        <Step key={step.title} title={step.title}>
          <p>
            {czechTypography(step.text)}
            {step.href && (
              <>
                {" "}
                <Link href={step.href}>{czechTypography(step.linkLabel ?? step.title)}</Link>
              </>
            )}
          </p>
        </Step>
      ))}
    </Steps>
  );
}
