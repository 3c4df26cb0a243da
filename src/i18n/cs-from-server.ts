// The strings of the shell's parts that reach the production browser as the server's HTML
// (src/theme/FromServer): the consent banner's text and buttons, the closing call to action and
// the chat's contact panel. Only the server renders them, so they stay out of every page's first
// load; the strings the browser's code reads are in ./cs.ts.

export const csFromServer = {
  consent: {
    text: "Soubory cookies používáme pro pohodlné procházení webu a analýzu návštěvnosti. Podrobnosti najdete v",
    policy: "zásadách ochrany osobních údajů",
    accept: "Souhlasím",
    decline: "Odmítám",
  },
  signup: {
    title: "Každá zpráva se počítá",
    text: "Mluvte se zákazníky moderně – rychleji a spolehlivěji než e‑mailem. Vyzkoušejte Depeši ještě dnes, prvních 20 SMS je zdarma.",
    register: "Založte si zdarma účet",
    prices: "Zobrazit ceny",
  },
  chat: {
    text: "Chat teď není k dispozici. Kontakty na podporu najdete na stránce",
    contactPage: "Kontakt",
    email: "nebo nám napište na",
    close: "Zavřít",
  },
} as const;
