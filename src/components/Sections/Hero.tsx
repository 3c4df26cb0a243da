import React from "react";
import Actions, { type ActionsProps } from "./Actions";
import { useLandingPage } from "../Price";
import { pageFamily } from "../../lib/page-family";
import { cx, typo, typoNode } from "./Frame";
import { HERO_END_ID } from "../../lib/hero-end";
import * as styles from "./hero.module.css";

/** The buttons: registration, and the second one (prices unless `secondary` or `secondaryHref` says otherwise). */
export interface HeroProps extends ActionsProps {
  /** Short line above the h1: for whom or what kind of product. */
  eyebrow?: string;
  /** One sentence of value; the page's front matter `lead` when left out. */
  lead?: string;
  /** The price line under the buttons, usually with <Price … from />. */
  price?: React.ReactNode;
  /** Key facts under the buttons: [value, label] pairs. */
  facts?: [React.ReactNode, React.ReactNode][];
  /** Where the visual goes on wide screens: beside the text (default) or below it, wider, for a
   * visual that needs the room (a report, an API call, an integration scenario). */
  layout?: "beside" | "below";
  /** The product visual: what the page sells, one of the Visuals or a message mock-up. */
  children?: React.ReactNode;
}

/** The first screen of a landing page: the page title as its only h1, a lead, a button to
 * registration and a second one, the price, key facts and a picture of what the page sells. */
export default function Hero({
  eyebrow,
  lead,
  primaryLabel,
  secondary = "prices",
  secondaryHref,
  secondaryLabel,
  price,
  facts,
  layout = "beside",
  children,
}: HeroProps) {
  const page = useLandingPage("Hero");
  const leadText = lead ?? page.lead;
  // In the article frame the page has its h1 already; a hero shown there is an example.
  const Title = page.frame === "landing" ? "h1" : "p";
  return (
    <section
      className={cx(styles.hero, layout === "below" && styles.motifLow)}
      data-band=""
      data-family={page.route === undefined ? undefined : pageFamily(page.route)}
    >
      <div className={cx(styles.inner, layout === "below" && styles.below)}>
        <div className={styles.text}>
          <div>
            {eyebrow && <p className={styles.eyebrow}>{typo(eyebrow)}</p>}
            <Title className={styles.title}>{typo(page.title)}</Title>
            {leadText && <p className={styles.lead}>{typo(leadText)}</p>}
          </div>
          <div>
            <Actions
              className={styles.actions}
              secondaryClassName={styles.secondary}
              primaryLabel={primaryLabel}
              secondary={secondary}
              secondaryHref={secondaryHref}
              secondaryLabel={secondaryLabel}
            />
            {price && <p className={styles.price}>{typoNode(price)}</p>}
          </div>
          {facts && facts.length > 0 && (
            <dl className={styles.facts}>
              {facts.map(([value, label], i) => (
                <div key={i}>
                  <dt>{typoNode(label)}</dt>
                  <dd>{typoNode(value)}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
        {children && <div className={styles.visual}>{children}</div>}
        {Title === "h1" && <span id={HERO_END_ID} hidden />}
      </div>
    </section>
  );
}
