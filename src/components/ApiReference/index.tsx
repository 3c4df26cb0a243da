import React, { useEffect, useRef, useState } from "react";
import { csApi } from "../../i18n/cs-api";
import { whenFirstUsed, type Waiting } from "./first-use";
import * as styles from "./styles.module.css";

// The API reference of one specification. The build renders Redoc into the page's HTML
// (src/node/api-reference-html.ts), so the whole reference is there at the first paint without
// any script; live Redoc (./live.tsx, a lazily loaded chunk with redoc, styled-components and
// mobx) takes its place once the visitor first uses the page (touch, pointer, key, wheel, scroll,
// focus); a tap on one of its controls before then is replayed on live Redoc (./first-use.ts).
// After a client-side navigation the container is empty and Redoc loads at once.

type Failure = { attempt: number; error: unknown };

export default function ApiReference({ specUrl }: { specUrl: string }) {
  const container = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<Failure | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let cancelled = false;
    let unmount: (() => void) | undefined;
    let waiting: Waiting | null = null;
    const start = () =>
      import(/* webpackChunkName: "api-reference" */ "./live")
        .then(({ mountApiReference }) => mountApiReference(element, specUrl, (live) => waiting?.replay(live)))
        .then(
          (stop) => (cancelled ? stop() : (unmount = stop)),
          (error: unknown) => !cancelled && setFailure({ attempt, error }),
        );
    if (element.childElementCount && attempt === 0) waiting = whenFirstUsed(element, start);
    else start();
    return () => {
      cancelled = true;
      waiting?.stop();
      unmount?.();
    };
  }, [specUrl, attempt]);

  const error = failure?.attempt === attempt ? failure.error : null;
  return (
    <>
      {error !== null && (
        <div role="alert" className={styles.failed}>
          <p>{csApi.loadFailed}</p>
          {/* The browser's or the YAML parser's own message, in English; the button is Czech. */}
          <p className={styles.message} lang="en">
            {error instanceof Error ? error.message : String(error)}
          </p>
          <button type="button" className="button button--primary" onClick={() => setAttempt((n) => n + 1)}>
            {csApi.retry}
          </button>
        </div>
      )}
      {/* React keeps what the build rendered here (it does not hydrate inside dangerouslySetInnerHTML)
          and never touches it again: Redoc renders into it through its own root. */}
      <div ref={container} className={styles.redoc} data-api-reference="" dangerouslySetInnerHTML={{ __html: "" }} />
    </>
  );
}
