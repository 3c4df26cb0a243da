import React from "react";
import Frame, { typo } from "../Sections/Frame";
import Link from "../../theme/Link";
import Wordmark from "./Wordmark";
import { useStory } from "./story";
import { customerRoute } from "../../lib/routes";
import { csCustomers } from "../../i18n/cs-customers";
import * as styles from "./proof.module.css";

/** A customer's story as a card: who, the problem, what they did, one measured result and a
 * quote. <CustomerStory id="kadernictvi-jana" title="…" /> (content/customers/<id>.yaml). */
export default function CustomerStory({
  id,
  title,
  intro,
  onItsPage = false,
}: {
  id: string;
  title?: string;
  intro?: string;
  /** On the story's own page (/zakaznici/<id>/): no link to itself. */
  onItsPage?: boolean;
}) {
  const story = useStory("CustomerStory", id);
  return (
    <Frame title={title ?? `Z praxe: ${story.company}`} intro={intro}>
      <article className={styles.story}>
        <div className={styles.storyBody}>
          <Wordmark story={story} labelled={false} />
          <p className={styles.meta}>
            {typo(`${story.industry}, ${story.town}`)} · {typo(story.channel)}
          </p>
          <dl className={styles.steps}>
            <dt>Co řešili</dt>
            <dd>{typo(story.problem)}</dd>
            <dt>Co udělali</dt>
            <dd>{typo(story.solution)}</dd>
          </dl>
          {story.href && (
            <Link href={story.href} className={styles.more}>
              {typo(`Jak to funguje: ${story.channel}`)}
            </Link>
          )}
          {!onItsPage && (
            <Link href={customerRoute(story.id)} className={styles.more}>
              {typo(`${csCustomers.readStory}: ${story.company}`)}
            </Link>
          )}
        </div>
        <div className={styles.storyResult}>
          <p className={styles.metric}>
            <strong>{typo(story.result.value)}</strong> <span>{typo(story.result.label)}</span>
          </p>
          <Quote story={story} />
        </div>
      </article>
    </Frame>
  );
}

export function Quote({ story }: { story: ReturnType<typeof useStory> }) {
  return (
    <figure className={styles.quote}>
      <blockquote>
        <p>{typo(`„${story.quote.text}“`)}</p>
      </blockquote>
      <figcaption>
        <strong>{typo(story.quote.name)}</strong>, {typo(`${story.quote.role}, ${story.company}`)}
      </figcaption>
    </figure>
  );
}
