import React from "react";
import Frame, { typo } from "../Sections/Frame";
import Link from "../../theme/Link";
import Wordmark from "./Wordmark";
import { customerRoute } from "../../lib/routes";
import type { CustomerStory } from "../../lib/customers";
import { csCustomers } from "../../i18n/cs-customers";
import * as styles from "./proof.module.css";

/** Stories as cards, each with its result and a link to its page (/zakaznici/<id>/). */
export default function CustomerList({ stories, title }: { stories: CustomerStory[]; title?: string }) {
  if (!stories.length) return null;
  return (
    <Frame title={title}>
      <ul className={styles.list}>
        {stories.map((story) => (
          <li key={story.id} className={styles.card}>
            <h3 className={styles.cardTitle}>
              <Link href={customerRoute(story.id)}>
                <Wordmark story={story} />
              </Link>
            </h3>
            <p className={styles.meta}>{typo(`${story.industry}, ${story.town} · ${story.channel}`)}</p>
            <p className={styles.cardResult}>
              <strong>{typo(story.result.value)}</strong> {typo(story.result.label)}
            </p>
            <Link href={customerRoute(story.id)} className={styles.more} aria-hidden="true" tabIndex={-1}>
              {csCustomers.readStory}
            </Link>
          </li>
        ))}
      </ul>
    </Frame>
  );
}
