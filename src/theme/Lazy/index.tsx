import React, { Suspense, useState } from "react";
import { cs } from "../../i18n/cs";
import Spinner from "../Spinner";
import * as styles from "./styles.module.css";

type Loader<P> = () => Promise<{ default: React.ComponentType<P> }>;

class ChunkBoundary extends React.Component<
  { onRetry: () => void; children: React.ReactNode },
  { error: unknown | null }
> {
  state = { error: null as unknown | null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  render() {
    if (this.state.error === null) return this.props.children;
    const message = this.state.error instanceof Error ? this.state.error.message : String(this.state.error);
    return (
      <div role="alert" className={styles.failed}>
        <p>{cs.error.chunkFailed}</p>
        <p className={styles.message}>{message}</p>
        <button
          type="button"
          className="button button--primary"
          lang="en"
          onClick={() => {
            this.setState({ error: null });
            this.props.onRetry();
          }}
        >
          {cs.error.retry}
        </button>
      </div>
    );
  }
}

/** A lazily loaded part of a page (docs/product-spec.md §4, §8): a spinner while its code loads and, when the
 * chunk fails, the error with a "Retry" button that really loads it again. */
export function lazyWithRetry<P extends object>(load: Loader<P>): React.ComponentType<P> {
  // A fresh React.lazy per attempt: React caches a rejected lazy component forever.
  const attempt = () => React.lazy(load) as unknown as React.ComponentType<Record<string, unknown>>;
  function LazyPart(props: P) {
    const [Component, setComponent] = useState(attempt);
    return (
      <ChunkBoundary onRetry={() => setComponent(attempt)}>
        <Suspense fallback={<Spinner />}>
          <Component {...(props as Record<string, unknown>)} />
        </Suspense>
      </ChunkBoundary>
    );
  }
  return LazyPart;
}
