import React from "react";
import Screen from "./Screen";
import * as styles from "./visuals.module.css";

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

export interface ApiExchangeProps {
  /** "POST /json/v1/message" */
  request: string;
  /** The request's JSON body, written as an object in MDX. */
  body: Json;
  /** "200 OK" */
  status?: string;
  response: Json;
}

/** JSON with keys, strings and numbers in their own colours, indented by two spaces. */
function Highlighted({ value }: { value: Json }) {
  const text = JSON.stringify(value, null, 2);
  const tokens = text.split(/("(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?|true|false|null)/g);
  return (
    <>
      {tokens.map((token, i) => {
        if (i % 2 === 0) return token;
        const key = token.startsWith('"') && tokens[i + 1]?.startsWith(":");
        const kind = key ? styles.key : token.startsWith('"') ? styles.string : styles.number;
        return (
          <span key={i} className={kind}>
            {token}
          </span>
        );
      })}
    </>
  );
}

/** An API call as a developer sees it: the request with its JSON body beside the response. */
export default function ApiExchange({ request, body, status = "200 OK", response }: ApiExchangeProps) {
  return (
    <Screen kind="bare" label={`Ukázka volání API: požadavek ${request} a odpověď ${status}.`} className={styles.dark}>
      <div className={styles.api}>
        <div className={styles.pane}>
          <span className={styles.paneHead}>
            <span className={styles.method}>{request.split(" ")[0]}</span> {request.split(" ").slice(1).join(" ")}
          </span>
          <pre>
            <Highlighted value={body} />
          </pre>
        </div>
        <div className={styles.pane}>
          <span className={styles.paneHead}>
            <span className={styles.status}>{status}</span> odpověď
          </span>
          <pre>
            <Highlighted value={response} />
          </pre>
        </div>
      </div>
    </Screen>
  );
}
