import React from "react";
import Frame, { typo } from "../Sections/Frame";
import Wordmark from "./Wordmark";
import { useStory } from "./story";
import * as styles from "./proof.module.css";

/** A customer's words with the result they measured: <Testimonial id="kava-domu" />. */
export default function Testimonial({ id, title }: { id: string; title?: string }) {
  const story = useStory("Testimonial", id);
  return (
    <Frame title={title}>
      <figure className={styles.testimonial}>
        <Wordmark story={story} />
        <blockquote>
          <p>{typo(`„${story.quote.text}“`)}</p>
        </blockquote>
        <figcaption>
          <span>
            <strong>{typo(story.quote.name)}</strong>, {typo(`${story.quote.role}, ${story.company}, ${story.town}`)}
          </span>
          <span className={styles.testimonialResult}>
            {typo(story.result.value)} {typo(story.result.label)}
          </span>
        </figcaption>
      </figure>
    </Frame>
  );
}
