import React, { useContext, useDeferredValue, useState } from "react";
import { csApi } from "../../i18n/cs-api";
import * as styles from "./styles.module.css";
import { formatNumber } from "../../lib/czech-number";
import { czechTypography } from "../../lib/typography";
import { normalizeSearch } from "../../lib/normalize-search";
import { ApiTablesContext } from "./context";
import TableScroll from "../TableScroll";
import { cs } from "../../i18n/cs";

// Tables rendered from the OpenAPI file's x-depese-* extensions (ApiErrorCode, ApiDeliveryCode and
// ApiLimit nodes, src/node/api-operation-nodes.ts, which the doc template queries for the docs that
// use them), so docs and specification cannot drift.

/** Inline code in descriptions (`pole`) shown as code. */
function Described({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/(`[^`]+`)/)
        .map((part, i) => (part.startsWith("`") ? <code key={i}>{part.slice(1, -1)}</code> : czechTypography(part)))}
    </>
  );
}

/** All error codes, with a field that finds a code as the developer types it ("307", "kredit"). */
export function ApiErrorCodes() {
  const rows = useContext(ApiTablesContext).errorCodes ?? [];
  const [query, setQuery] = useState("");
  const deferred = normalizeSearch(useDeferredValue(query).trim());
  const shown = deferred
    ? rows.filter(
        (r) => String(r.code).startsWith(deferred) || normalizeSearch(`${r.name} ${r.description}`).includes(deferred),
      )
    : rows;
  return (
    <div className={styles.wrap}>
      <label className={styles.search}>
        {csApi.findCode}
        <input
          type="search"
          inputMode="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="307"
        />
      </label>
      <p className={styles.count} aria-live="polite">
        {csApi.shown(shown.length, rows.length)}
      </p>
      <TableScroll label={cs.table([csApi.code, csApi.httpStatus, csApi.name, csApi.meaning])}>
        <table>
          <thead>
            <tr>
              <th scope="col">{csApi.code}</th>
              <th scope="col">{csApi.httpStatus}</th>
              <th scope="col">{csApi.name}</th>
              <th scope="col">{csApi.meaning}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((r) => (
              <tr key={r.code} id={`kod-${r.code}`}>
                <td>
                  <strong>{r.code}</strong>
                </td>
                <td>{r.httpStatus}</td>
                <td>
                  <code>{r.name}</code>
                </td>
                <td>
                  <Described text={r.description} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {!shown.length && <p>{csApi.noMatch(query)}</p>}
    </div>
  );
}

export function ApiDeliveryCodes() {
  const rows = useContext(ApiTablesContext).deliveryCodes ?? [];
  return (
    <TableScroll label={cs.table([csApi.code, csApi.status, csApi.meaning])}>
      <table>
        <thead>
          <tr>
            <th scope="col">{csApi.code}</th>
            <th scope="col">{csApi.status}</th>
            <th scope="col">{csApi.meaning}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.code} id={`dorucenka-${r.code}`}>
              <td>
                <strong>{r.code}</strong>
              </td>
              <td>
                <code>{r.status}</code>
              </td>
              <td>
                <Described text={r.description} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

export function ApiLimits() {
  const rows = useContext(ApiTablesContext).limits ?? [];
  return (
    <TableScroll label={cs.table([csApi.limit, csApi.value, csApi.meaning])}>
      <table>
        <thead>
          <tr>
            <th scope="col">{csApi.limit}</th>
            <th scope="col">{csApi.value}</th>
            <th scope="col">{csApi.meaning}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.name}>
              <td>
                <code>{r.name}</code>
              </td>
              <td>
                {formatNumber(r.value)}&nbsp;{r.unit}
              </td>
              <td>
                <Described text={r.description} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
