// The families of the marketing pages, by the first segment of their route: the hero's motif
// (src/components/Sections/hero.module.css) takes its accent colour from the family, so that pages of
// one family look alike and the families apart, even as thumbnails.

export type PageFamily =
  "home" | "sms" | "whatsapp" | "rcs" | "viber" | "integrations" | "developers" | "enterprise" | "prices";

/** First route segment → family; a segment not listed is an SMS page (/sms/, /hromadne-sms/, /sms-pin/…). */
const BY_SEGMENT: Record<string, PageFamily> = {
  whatsapp: "whatsapp",
  rcs: "rcs",
  viber: "viber",
  integrace: "integrations",
  apple: "integrations",
  "sms-chrome": "integrations",
  "chat-widget": "integrations",
  "sms-api": "developers",
  "api-sdk": "developers",
  "jak-funguje-api": "developers",
  "sms-byop": "enterprise",
  "sim-hosting": "enterprise",
  agentury: "enterprise",
  ceny: "prices",
};

/** The family of a page by its route ("/whatsapp/ceny/" → "whatsapp"; "/" → "home"). */
export function pageFamily(route: string): PageFamily {
  const segment = route.split(/[?#]/)[0].split("/").find(Boolean);
  if (!segment) return "home";
  return Object.hasOwn(BY_SEGMENT, segment) ? BY_SEGMENT[segment] : "sms";
}
