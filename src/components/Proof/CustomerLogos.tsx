import React from "react";
import Frame, { typo, type FrameProps } from "../Sections/Frame";
import Link from "../../theme/Link";
import Wordmark from "./Wordmark";
import { useStories } from "./story";
import { CUSTOMERS_ROUTE, customerRoute } from "../../lib/routes";
import { csCustomers } from "../../i18n/cs-customers";
import * as styles from "./proof.module.css";

/** The wordmarks of every customer story, each leading to its story's page (/zakaznici/<id>/): <CustomerLogos />,
 * or of the stories it names, in that order: <CustomerLogos ids={["domaci-dilna", "rozvoz-hana"]} />. */
export default function CustomerLogos({
  title = "Firmy, které přes Depeši posílají",
  intro,
  ids,
}: FrameProps & { ids?: string[] }) {
  const all = useStories("CustomerLogos");
  const stories = ids
    ? ids.map((id) => {
        const story = all.find((s) => s.id === id);
        if (!story) throw new Error(`<CustomerLogos ids>: the page's data has no story "${id}".`);
        return story;
      })
    : all;
  return (
    <Frame title={title} intro={intro}>
      <ul className={styles.logos}>
        {stories.map((story) => {
          return (
            <li key={story.id}>
              <Link href={customerRoute(story.id)} className={styles.logo}>
                <Wordmark story={story} />
                <span className={styles.logoCaption}>{typo(`${story.industry}, ${story.town}`)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      <p>
        <Link href={CUSTOMERS_ROUTE} className={styles.more}>
          {csCustomers.all}
        </Link>
      </p>
    </Frame>
  );
}
