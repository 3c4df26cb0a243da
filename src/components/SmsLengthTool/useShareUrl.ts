import { useEffect, useRef, useState } from "react";
import { buildShareUrl, readShareState } from "../../lib/sms-share";
import { parseRecipients } from "../../lib/sms-cost";

export const DEFAULT_RECIPIENTS = 1000;
const DEBOUNCE_MS = 400;

type State = { text: string; country: string; recipients: string };
type Setters = { setText: (v: string) => void; setCountry: (v: string) => void; setRecipients: (v: string) => void };

/**
 * Keeps the tool's state in the address fragment (history.replaceState, debounced, capped at
 * about 8 000 characters; the fragment never reaches a server). The address is read after mounting, so the server-rendered HTML and the
 * first client render match.
 */
export function useShareUrl(
  state: State,
  set: Setters,
  countries: string[],
  homeCountry: string,
): { textShared: boolean } {
  const restored = useRef(false);
  const [textShared, setTextShared] = useState(true);

  // Once, after mounting; the state it sets re-runs the effect below, which writes the address.
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const saved = readShareState(window.location.hash, { countries, parseRecipients });
    if (saved.text !== undefined) set.setText(saved.text);
    if (saved.country !== undefined) set.setCountry(saved.country);
    if (saved.recipients !== undefined) set.setRecipients(String(saved.recipients));
  }, [countries, set]);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      const recipients = parseRecipients(state.recipients) ?? DEFAULT_RECIPIENTS;
      const { pathname, search, hash } = window.location;
      const { url, textShared: shared } = buildShareUrl(
        pathname + search,
        { text: state.text, country: state.country, recipients },
        { country: homeCountry, recipients: DEFAULT_RECIPIENTS },
      );
      setTextShared(shared);
      if (url !== pathname + search + hash) {
        try {
          window.history.replaceState(window.history.state, "", url);
        } catch {
          // A browser refusing the update (too many calls) only loses the shareable address.
        }
      }
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [state.text, state.country, state.recipients, homeCountry]);

  return { textShared };
}
