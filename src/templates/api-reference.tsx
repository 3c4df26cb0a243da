import React from "react";
import type { HeadProps, PageProps } from "gatsby";
import type { ApiReferenceContext } from "../node/openapi";
import Seo from "../theme/Seo";
import Link from "../theme/Link";
import ApiReference from "../components/ApiReference";
import * as styles from "./api-reference.module.css";
import { csApi } from "../i18n/cs-api";

/** /api-json-v1/ and /api-waba-restapi-v1/ (docs/product-spec.md §2.3): Redoc's rendering of the
 * specification, static from the build until the visitor first uses the page, then live. */
export default function ApiReferencePage({ pageContext }: PageProps<object, ApiReferenceContext>) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>{pageContext.title}</h1>
        <p>
          Přehled všech metod, polí a&nbsp;odpovědí. Návody s&nbsp;příklady najdete v&nbsp;
          <Link to="/docs/api/">dokumentaci API</Link>.
        </p>
      </header>
      <ApiReference specUrl={pageContext.specUrl} />
    </div>
  );
}

export const Head = ({ pageContext, location }: HeadProps<object, ApiReferenceContext>) => (
  <Seo
    title={pageContext.title}
    description={csApi.referenceDescription(pageContext.title)}
    pathname={location.pathname}
  />
);
