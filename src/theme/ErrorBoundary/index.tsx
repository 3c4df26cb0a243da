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
        {causes.map((cause, i) => `\n${cs.error.causedBy} ${cause}`).join("")}
      </pre>
    </div>
  );
}

type State = { error: unknown | null };

/** Around page content: a crash shows the report instead of a blank page (spec §8). */
export default class PageErrorBoundary extends React.Component<{ children: React.ReactNode }, State> {
  state: State = { error: null };
  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }
  componentDidCatch(error: unknown) {
    console.error("Stránka spadla:", error);
  }
  render() {
    if (this.state.error !== null) return <CrashReport error={this.state.error} tryAgain={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
