import React, { useId, useState } from "react";
import { cs } from "../../i18n/cs";
import { contacts } from "../../config/env";
import Link from "../Link";
import * as styles from "./styles.module.css";

/** The chat widget in the footer (docs/product-spec.md §2.6) as a facade: a light button, and the provider's
 * script (Smartsupp) loads only when the visitor clicks it. With no key configured, or when the
 * script cannot load (blocked, offline), the button opens a small panel with the contact page and
 * the support e-mail instead, so a click never does nothing. */
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
      <div id={panelId} className={styles.panel} role="region" aria-label={cs.chat.title} hidden={!panelOpen}>
        <p className={styles.title}>{cs.chat.title}</p>
        <p>
          {cs.chat.text} <Link to="/docs/kontakt/">{cs.chat.contactPage}</Link> {cs.chat.email}{" "}
          <a href={`mailto:${contacts.supportEmail}`}>{contacts.supportEmail}</a>.
        </p>
        <button type="button" className={styles.close} onClick={() => setPanelOpen(false)}>
          {cs.chat.close}
        </button>
      </div>
    </div>
  );
}
