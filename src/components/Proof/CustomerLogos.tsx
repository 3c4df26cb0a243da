import React from "react";
import Frame, { typo, type FrameProps } from "../Sections/Frame";
import Link from "../../theme/Link";
import Wordmark from "./Wordmark";
import { useStories } from "./story";
import * as styles from "./proof.module.css";

/** The wordmarks of every customer story, each leading to the page that tells it: <CustomerLogos />. */
export default function CustomerLogos({ title = "Firmy, které přes Depeše posílají", intro }: FrameProps) {
  const stories = useStories("CustomerLogos");
  return (
    <Frame title={title} intro={intro}>
      <ul className={styles.logos}>
        {stories.map((story) => {
          const body = (
            <>
              <Wordmark story={story} />
              <span className={styles.logoCaption}>{typo(`${story.industry}, ${story.town}`)}</span>
            </>
          );
          return (
            <li key={story.id}>
              {story.href ? (
                <Link href={story.href} className={styles.logo}>
                  {body}
                </Link>
              ) : (
                <span className={styles.logo}>{body}</span>
              )}
            </li>
          );
        })}
      </ul>
    </Frame>
  );
}
