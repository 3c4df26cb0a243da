import React from "react";
import type { HeadProps } from "gatsby";
import Seo from "../theme/Seo";
import Link from "../theme/Link";
import { csNotFound } from "../i18n/cs-not-found";
import * as styles from "../templates/styles.module.css";

/** The not-found page (docs/product-spec.md §2.8); the production server answers it with status 404. */
export default function NotFoundPage() {
  return (
    <article className={styles.article}>
      <h1>{csNotFound.title}</h1>
      <p className={styles.lead}>{csNotFound.text}</p>
      <p>{csNotFound.brokenLink}</p>
      <p>
        <Link to="/" className="button button--primary">
          {csNotFound.home}
        </Link>
      </p>
    </article>
  );
}

export const Head = ({ location }: HeadProps) => <Seo title={csNotFound.title} pathname={location.pathname} noindex />;
