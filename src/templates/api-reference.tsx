import React from "react";
import type { HeadProps, PageProps } from "gatsby";
import type { ApiReferenceContext } from "../node/openapi";
import Seo from "../theme/Seo";
import Link from "../theme/Link";
import Spinner from "../theme/Spinner";
import { lazyWithRetry } from "../theme/Lazy";
import { useHydrated } from "../hooks/useHydrated";
import * as styles from "./api-reference.module.css";
import { csApi } from "../i18n/cs-api";

const ApiReference = lazyWithRetry(() => import(/* webpackChunkName: "api-reference" */ "../components/ApiReference"));

/** /api-json-v1/ and /api-waba-restapi-v1/ (docs/product-spec.md §2.3): Redoc renders the YAML in the browser. */
export default function ApiReferencePage({ pageContext }: PageProps<object, ApiReferenceContext>) {
  const hydrated = useHydrated();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>{pageContext.title}</h1>
        <p>
          Přehled všech metod, polí a&nbsp;odpovědí. Návody s&nbsp;příklady najdete v&nbsp;
          <Link to="/docs/api/">dokumentaci API</Link>.
        </p>
      </header>
      {hydrated ? <ApiReference specUrl={pageContext.specUrl} /> : <Spinner />}
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
