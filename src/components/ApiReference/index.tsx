import React, { startTransition, useEffect, useRef, useState } from "react";
import { AppStore, Redoc, loadAndBundleSpec } from "redoc";
import { csApi } from "../../i18n/cs-api";
import Spinner from "../../theme/Spinner";
import { keepRedocCzech } from "./czech-labels";
import * as styles from "./styles.module.css";

// Redoc 2.5 for the two API reference pages only (this module is a lazily loaded chunk, so redoc,
// styled-components and mobx never reach another page). The YAML is fetched at run time (docs/product-spec.md §7).

/** docs/product-spec.md §2.3: no download/client button, no search, light mode; Redoc has no try-it button or
 * models section of its own. */
const options = {
  hideDownloadButton: true,
  hideDownloadButtons: true,
  disableSearch: true,
  hideLoading: true,
  // Examples open fully, so a developer sees the whole payload without clicking.
  jsonSampleExpandLevel: "all",
  nativeScrollbars: true,
  scrollYOffset: 64,
  expandResponses: "200,201",
  // Redoc's own labels in Czech (the few it lets us change).
  labels: {
    enum: "Výčet",
    enumSingleValue: "Hodnota",
    enumArray: "Položky",
    default: "Výchozí",
    deprecated: "Zastaralé",
    example: "Příklad",
    examples: "Příklady",
    recursive: "Rekurzivní",
    arrayOf: "Pole ",
    webhook: "Událost",
    const: "Hodnota",
    noResultsFound: "Nic nenalezeno",
    download: "Stáhnout",
    downloadSpecification: "Stáhnout specifikaci OpenAPI",
    responses: "Odpovědi",
    callbackResponses: "Odpovědi na zpětné volání",
    requestSamples: "Ukázky požadavků",
    responseSamples: "Ukázky odpovědí",
  },
  theme: {
    colors: { primary: { main: "#0b3d91" }, text: { primary: "#1a1d24" } },
    typography: {
      fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
      headings: { fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" },
      code: { fontFamily: "ui-monospace, Menlo, Consolas, monospace" },
    },
    sidebar: { backgroundColor: "#f3f6fb", textColor: "#1a1d24" },
    rightPanel: { backgroundColor: "#0f1b33" },
  },
};

type MenuItem = { type: string; expand: () => void; collapse: () => void };

/** Every tag open in the menu, and kept open while the reader scrolls (docs/product-spec.md §2.3). */
function openAllTags(store: AppStore): void {
  for (const item of store.menu.flatItems as unknown as MenuItem[]) {
    if (item.type !== "tag" && item.type !== "group") continue;
    item.expand();
    item.collapse = () => {};
  }
}

export default function ApiReference({ specUrl }: { specUrl: string }) {
  const [attempt, setAttempt] = useState(0);
  // A result belongs to one load (address and attempt); any other shows the spinner.
  const load = `${attempt} ${specUrl}`;
  const [loaded, setLoaded] = useState<{ load?: string; store?: AppStore; error?: unknown }>({});
  const state = loaded.load === load ? loaded : {};

  useEffect(() => {
    let cancelled = false;
    loadAndBundleSpec(specUrl)
      .then((spec) => {
        const store = new AppStore(spec, specUrl, options);
        openAllTags(store);
        // A transition: React renders Redoc's long page in slices and keeps the page answering input.
        if (!cancelled) startTransition(() => setLoaded({ load, store }));
      })
      .catch((error: unknown) => !cancelled && setLoaded({ load, error }));
    return () => {
      cancelled = true;
    };
  }, [specUrl, load]);

  if (state.error) {
    return (
      <div role="alert" className={styles.failed}>
        <p>{csApi.loadFailed}</p>
        {/* The browser's or the YAML parser's own message, in English; the button is Czech. */}
        <p className={styles.message} lang="en">
          {state.error instanceof Error ? state.error.message : String(state.error)}
        </p>
        <button type="button" className="button button--primary" onClick={() => setAttempt((n) => n + 1)}>
          {csApi.retry}
        </button>
      </div>
    );
  }
  if (!state.store) return <Spinner />;
  return <TranslatedRedoc store={state.store} />;
}

/** Redoc with the rest of its interface in Czech (./czech-labels.ts). */
function TranslatedRedoc({ store }: { store: AppStore }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => (container.current ? keepRedocCzech(container.current) : undefined), [store]);
  return (
    <div ref={container} className={styles.redoc}>
      <Redoc store={store} />
    </div>
  );
}
