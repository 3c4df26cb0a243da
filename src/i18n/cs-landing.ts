// Visible strings of the landing sections (src/components/Sections, Messages). Apart from cs.ts,
// which every page's JavaScript carries: these render only on the server (the pages of
// content/pages/ reach the browser as static HTML).
export const csLanding = {
  register: "Vyzkoušet zdarma",
  /** The second button's text for each intent of siteConfig.callsToAction. */
  intents: {
    sales: "Kontaktovat obchod",
    support: "Kontaktovat podporu",
    prices: "Ceník",
    apiDocs: "Dokumentace API",
    help: "Nápověda",
  },
  more: "Více",
  related: "Mohlo by vás zajímat",
  faq: "Časté otázky",
  comparison: "Srovnání kanálů",
  priceFromCz: "Cena v Česku bez DPH",
  yes: "ano",
  no: "ne",
  perMessage: "za zprávu bez DPH",
  pricesNote: "Ceny jsou bez DPH, bez paušálu a bez poplatku za zřízení.",
  allPrices: "Celý ceník podle zemí",
  calculator: {
    length: "Délka",
    recipients: "Příjemců",
    billed: "Zpráv k zaplacení",
    total: "Celkem bez DPH",
    withVat: "S DPH",
    tool: "Spočítejte si vlastní text v počítadle délky SMS",
  },
  verified: "Ověřená firma",
  autofill: "Kód ze Zpráv",
  today: "Dnes",
  compose: "Textová zpráva",
  noReply: "Na tuto zprávu nelze odpovědět",
  apps: {
    sms: "Textová zpráva",
    whatsapp: "Firemní účet WhatsApp",
    viber: "Firemní zpráva Viber",
    rcs: "Ověřená firma · RCS",
  },
  mockup: (app: string, sender: string) => `Ukázka zprávy, jak ji uvidí zákazník: ${app} od odesílatele ${sender}.`,
};
