import React from "react";
import { cs } from "../../i18n/cs";
import * as styles from "./styles.module.css";

/** The message of an error and of every error in its `cause` chain. */
export function errorChain(error: unknown, limit = 10): string[] {
  const messages: string[] = [];
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && !seen.has(current) && messages.length < limit) {
    seen.add(current);
    messages.push(current instanceof Error ? current.message : String(current));
    current = current instanceof Error ? (current as Error & { cause?: unknown }).cause : undefined;
  }
  return messages;
}

function CrashReport({ error, tryAgain }: { error: unknown; tryAgain: () => void }) {
  const [message, ...causes] = errorChain(error);
  return (
    <div role="alert" className={styles.crash}>
      <h1 lang="en">{cs.error.title}</h1>
      <p>{cs.error.explanation}</p>
      <button type="button" className="button button--primary" onClick={tryAgain} lang="en">
        {cs.error.tryAgain}
      </button>
      <pre className={styles.details}>
        {message}
        {causes.map((cause) => `\n${cs.error.causedBy} ${cause}`).join("")}
      </pre>
    </div>
  );
}

type State = { error: unknown | null; retried: boolean };
type Props = { children: React.ReactNode; reload?: () => void };

/** Around page content: a crash shows the report instead of a blank page (docs/product-spec.md §8). "Try again"
 * renders the page again; when it crashes again at once, the cause is in what was loaded (page
 * data, code), so the second attempt reloads the page to fetch it anew. */
export default class PageErrorBoundary extends React.Component<Props, State> {
  state: State = { error: null, retried: false };
  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }
  componentDidCatch(error: unknown) {
    console.error("Stránka spadla:", error);
    if (this.state.retried) (this.props.reload ?? (() => window.location.reload()))();
  }
  componentDidUpdate() {
    // A retry that rendered without crashing is done: the next crash starts over.
    if (this.state.retried && this.state.error === null) this.setState({ retried: false });
  }
  render() {
    if (this.state.error !== null) {
      return <CrashReport error={this.state.error} tryAgain={() => this.setState({ error: null, retried: true })} />;
    }
    return this.props.children;
  }
}
