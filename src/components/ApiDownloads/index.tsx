import React from "react";
import { apiReferences, postmanFileOf } from "../../config/api-references";
import { csApiDownloads as csApi } from "../../i18n/cs-api-downloads";
import * as styles from "./styles.module.css";

/** The specifications and Postman collections of both APIs: a compact line on every API guide
 * page, or (`large`) the download buttons of /docs/api/. */
export default function ApiDownloads({ large = false }: { large?: boolean }) {
  if (large) {
    return (
      <ul className={styles.cards}>
        {apiReferences.map((ref) => (
          <li key={ref.file} className={styles.card}>
            <strong>{ref.name}</strong>
            <a href={`/openapi/${ref.file}`} download className={styles.button}>
              {csApi.downloadSpec} <span className={styles.file}>({ref.file})</span>
            </a>
            <a href={`/openapi/${postmanFileOf(ref.file)}`} download className={styles.button}>
              {csApi.downloadPostman}
            </a>
            <a href={ref.route}>{ref.title}</a>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <aside className={styles.line} aria-label={csApi.specsLabel}>
      <strong>{csApi.specsLabel}:</strong>{" "}
      {apiReferences.map((ref, i) => (
        <React.Fragment key={ref.file}>
          {i > 0 && " · "}
          <a href={`/openapi/${ref.file}`}>{ref.file}</a> (
          <a href={`/openapi/${postmanFileOf(ref.file)}`}>{csApi.postman}</a>)
        </React.Fragment>
      ))}
    </aside>
  );
}
