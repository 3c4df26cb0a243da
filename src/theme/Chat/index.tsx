import React, { useId, useState } from "react";
import { cs } from "../../i18n/cs";
import { csFromServer } from "../../i18n/cs-from-server";
import { contacts } from "../../config/env";
import Link from "../Link";
import { serverHtml } from "../FromServer";
import * as styles from "./styles.module.css";

/** The chat widget in the footer (docs/product-spec.md §2.6) as a facade: a light button, and the provider's
 * script (Smartsupp) loads only when the visitor clicks it. With no key configured, or when the
 * script cannot load (blocked, offline), the button opens a small panel with the contact page and
 * the support e-mail instead, so a click never does nothing. The panel's content is the same on
 * every page and the footer stays mounted across navigations, so the production browser keeps the
 * server's HTML of it (src/theme/FromServer) and its close button works through the panel's handler. */
export default function ChatWidget() {
  const [panelOpen, setPanelOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const panelId = useId();

  async function open() {
    setLoading(true);
    try {
      const { openChat } = await import("../Consent/loaders");
      const showPanel = () => setPanelOpen(true);
      if (!openChat(showPanel)) showPanel();
    } catch (error) {
      console.warn("Chat se nepodařilo načíst.", error);
      setPanelOpen(true);
    } finally {
      setLoading(false);
    }
  }

  return (
    <div className={styles.chat}>
      <button
        type="button"
        className={styles.button}
        onClick={open}
        aria-busy={loading}
        aria-expanded={panelOpen}
        aria-controls={panelId}
      >
        <svg aria-hidden="true" className={styles.icon} viewBox="0 0 24 24" width="18" height="18">
          <path
            fill="currentColor"
            d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Z"
          />
        </svg>
        {cs.chat.open}
      </button>
      {/* A click on the close button, the panel's only button, reaches this handler from the server's HTML too. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <div
        id={panelId}
        className={styles.panel}
        role="region"
        aria-label={cs.chat.title}
        hidden={!panelOpen}
        onClick={(event) => (event.target as Element).closest("button") && setPanelOpen(false)}
        {...(process.env.PRODUCTION_BROWSER_BUNDLE === "true" ? serverHtml : {})}
      >
        {process.env.PRODUCTION_BROWSER_BUNDLE === "true" ? null : <ChatPanel />}
      </div>
    </div>
  );
}

/** The contact panel's content, which only the server renders in production. */
function ChatPanel() {
  return (
    <>
      <p className={styles.title}>{cs.chat.title}</p>
      <p>
        {csFromServer.chat.text} <Link to="/docs/kontakt/">{csFromServer.chat.contactPage}</Link>{" "}
        {csFromServer.chat.email} <a href={`mailto:${contacts.supportEmail}`}>{contacts.supportEmail}</a>.
      </p>
      <button type="button" className={styles.close}>
        {csFromServer.chat.close}
      </button>
    </>
  );
}
