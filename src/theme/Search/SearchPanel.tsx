import React, { useEffect, useMemo, useRef, useState } from "react";
import { navigate } from "gatsby";
import Link from "../Link";
import Spinner from "../Spinner";
import { cs } from "../../i18n/cs";
import { csSearch } from "../../i18n/cs-search";
import { SEARCH_RESULT_LIMIT, type SnippetPart } from "../../lib/search";
import { loadSearch, type Searcher } from "./engine";
import { FALLBACK_LINKS } from "../../lib/search-fallback";
import * as styles from "./styles.module.css";

export type SearchPanelProps = { query: string; onQueryChange: (query: string) => void; onNavigate: () => void };

type Status = { state: "loading" } | { state: "ready"; search: Searcher } | { state: "failed"; message: string };

const LIST_ID = "vysledky-hledani";
const optionId = (i: number) => `${LIST_ID}-${i}`;

const Snippet = ({ parts }: { parts: SnippetPart[] }) => (
  <span className={styles.description}>
    {parts.map((part, i) =>
      part.mark ? <mark key={i}>{part.text}</mark> : <React.Fragment key={i}>{part.text}</React.Fragment>,
    )}
  </span>
);

/** The search field as a combobox over its result list: arrows move, Enter opens, typing filters. */
export default function SearchPanel({ query, onQueryChange, onNavigate }: SearchPanelProps) {
  const [status, setStatus] = useState<Status>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [active, setActive] = useState(0);
  useEffect(() => {
    let current = true;
    loadSearch().then(
      (search) => current && setStatus({ state: "ready", search }),
      (error: unknown) =>
        current && setStatus({ state: "failed", message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  // One more than is shown, so the panel can tell a full page of results from a complete list.
  const found = useMemo(
    () => (status.state === "ready" && query.trim() ? status.search(query, SEARCH_RESULT_LIMIT + 1) : []),
    [status, query],
  );
  const results = found.slice(0, SEARCH_RESULT_LIMIT);
  // The dialog opens on the visitor's request, so focus moves into its field.
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  const open = (route: string) => {
    onNavigate();
    void navigate(route);
  };
  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (!results.length) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (i + step + results.length) % results.length);
    } else if (event.key === "Enter") {
      event.preventDefault();
      open(results[active].route);
    }
  };

  return (
    <div className={styles.panel}>
      <input
        ref={input}
        type="search"
        className={styles.input}
        role="combobox"
        aria-label={csSearch.label}
        aria-expanded={results.length > 0}
        aria-controls={LIST_ID}
        aria-autocomplete="list"
        aria-activedescendant={results.length ? optionId(active) : undefined}
        placeholder={csSearch.placeholder}
        autoComplete="off"
        spellCheck={false}
        maxLength={200}
        value={query}
        onChange={(event) => {
          setActive(0);
          onQueryChange(event.target.value);
        }}
        onKeyDown={onKeyDown}
      />
      <div className={styles.status} aria-live="polite">
        {status.state === "loading" && <Spinner label={csSearch.loading} />}
        {status.state === "failed" && (
          <div role="alert">
            <p>{csSearch.failed}</p>
            <p className={styles.muted}>{status.message}</p>
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                setStatus({ state: "loading" });
                setAttempt((n) => n + 1);
              }}
            >
              {csSearch.retry}
            </button>
          </div>
        )}
        {status.state === "ready" && (
          <p className={styles.muted}>
            {!query.trim()
              ? csSearch.hint
              : found.length > SEARCH_RESULT_LIMIT
                ? csSearch.firstOf(SEARCH_RESULT_LIMIT)
                : results.length
                  ? csSearch.count(results.length)
                  : csSearch.nothing(query.trim())}
          </p>
        )}
      </div>
      {/* Each option is the result's link itself (an <a> may take role="option"), so a middle-click,
          "open in a new tab" and "copy link address" work; focus stays in the field. */}
      <div id={LIST_ID} role="listbox" aria-label={cs.search.dialog} className={styles.results}>
        {results.map((result, i) => (
          <Link
            key={result.route}
            to={result.route}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            tabIndex={-1}
            className={styles.result}
            onMouseEnter={() => setActive(i)}
            onClick={(event: React.MouseEvent) => {
              // A plain click navigates in this tab (the link does it) and closes the dialog; a click
              // with a modifier opens a new tab or window and leaves the dialog open.
              if (!event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey) onNavigate();
            }}
          >
            <span className={styles.resultTitle}>{result.title}</span>
            <span className={styles.section}>{result.section}</span>
            {result.snippet.length > 0 && <Snippet parts={result.snippet} />}
          </Link>
        ))}
      </div>
      {status.state === "ready" && query.trim() && !results.length && (
        <nav aria-label={csSearch.fallback.label} className={styles.fallback}>
          <ul>
            {FALLBACK_LINKS.map(({ route, label }) => (
              <li key={route}>
                <Link to={route} onClick={onNavigate}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
