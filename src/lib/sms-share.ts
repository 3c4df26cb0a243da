// The SMS length tool's state in the page URL, so a result can be shared. It lives in the
// fragment (#text=…&zeme=SK&prijemci=1000), which browsers never send to a server: the text
// stays private even when the page is reloaded. The URL is capped: a text too long to fit is
// left out (and the page says so).

export const MAX_URL_LENGTH = 8000;

export interface SmsShareState {
  text: string;
  country: string;
  recipients: number;
}

export const SHARE_PARAMS = { text: "text", country: "zeme", recipients: "prijemci" } as const;

/** Reads the state from location.hash; missing or invalid values are left out. */
export function readShareState(
  fragment: string,
  options: { countries: readonly string[]; parseRecipients: (v: string | null) => number | null },
): Partial<SmsShareState> {
  const params = new URLSearchParams(fragment.replace(/^#/, ""));
  const state: Partial<SmsShareState> = {};
  const text = params.get(SHARE_PARAMS.text);
  if (text !== null) state.text = text;
  const country = params.get(SHARE_PARAMS.country)?.toUpperCase();
  if (country && options.countries.includes(country)) state.country = country;
  const recipients = options.parseRecipients(params.get(SHARE_PARAMS.recipients));
  if (recipients !== null) state.recipients = recipients;
  return state;
}

/**
 * The URL (`base`, i.e. path and query, plus the fragment) for the state; defaults are left
 * out. When the whole URL would exceed maxLength, the text is dropped and textShared is false.
 */
export function buildShareUrl(
  base: string,
  state: SmsShareState,
  defaults: Omit<SmsShareState, "text">,
  maxLength = MAX_URL_LENGTH,
): { url: string; textShared: boolean } {
  const rest = new URLSearchParams();
  if (state.country !== defaults.country) rest.set(SHARE_PARAMS.country, state.country);
  if (state.recipients !== defaults.recipients) rest.set(SHARE_PARAMS.recipients, String(state.recipients));
  const withQuery = (params: URLSearchParams) => {
    const query = params.toString();
    return query ? `${base}#${query}` : base;
  };
  if (state.text === "") return { url: withQuery(rest), textShared: true };
  // Every UTF-16 unit encodes to at least one URL character: a longer text cannot fit, and a
  // 100 000-character text is not encoded on every keystroke.
  if (base.length + state.text.length > maxLength) return { url: withQuery(rest), textShared: false };
  const params = new URLSearchParams();
  params.set(SHARE_PARAMS.text, state.text);
  rest.forEach((value, key) => params.set(key, value));
  const url = withQuery(params);
  if (url.length > maxLength) return { url: withQuery(rest), textShared: false };
  return { url, textShared: true };
}
