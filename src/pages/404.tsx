import React from "react";
import type { HeadProps } from "gatsby";
import Seo from "../theme/Seo";
import Link from "../theme/Link";
import { cs } from "../i18n/cs";
import * as styles from "../templates/styles.module.css";

/** The not-found page (docs/product-spec.md §2.8); the production server answers it with status 404. */
export default function NotFoundPage() {
  return (
    <article className={styles.article}>
      <h1>{cs.notFound.title}</h1>
      <p className={styles.lead}>{cs.notFound.text}</p>
      <p>{cs.notFound.brokenLink}</p>
      <p>
        <Link to="/" className="button button--primary">
          {cs.notFound.home}
        </Link>
      </p>
    </article>
  );
}

export const Head = ({ location }: HeadProps) => <Seo title={cs.notFound.title} pathname={location.pathname} noindex />;
