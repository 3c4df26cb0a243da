/** Emoji flag of an ISO 3166-1 alpha-2 code ("CZ" → 🇨🇿): two regional indicator symbols.
 * Returns "" for anything that is not two letters (e.g. non-geographic numbers). */
export function flagEmoji(code: string | undefined): string {
  if (!code || !/^[A-Za-z]{2}$/.test(code)) return "";
  const base = 0x1f1e6 - 65; // regional indicator A minus "A"
  const upper = code.toUpperCase();
  return String.fromCodePoint(base + upper.charCodeAt(0), base + upper.charCodeAt(1));
}
