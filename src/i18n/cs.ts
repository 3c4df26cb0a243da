// Every visible string of the shared shell, in one typed object. Page copy lives in content/.
export const cs = {
  skipToContent: "Přeskočit na obsah",
  announcement: { close: "Zavřít oznámení" },
  navbar: {
    label: "Hlavní navigace",
    home: "Depeše – úvodní stránka",
    openMenu: "Otevřít nabídku",
    closeMenu: "Zavřít nabídku",
    backToMainMenu: "← Zpět do hlavní nabídky",
    mobileMenu: "Nabídka",
    language: "Jazyk",
    docsVersion: "Verze dokumentace",
    itemFailed: (label: string) => `Položku nabídky „${label}“ se nepodařilo zobrazit.`,
  },
  footer: {
    label: "Patička",
    privacy: "Zásady ochrany osobních údajů",
  },
  signup: {
    title: "Každá zpráva se počítá",
    text: "Mluvte se zákazníky moderně – rychleji a spolehlivěji než e‑mailem. Vyzkoušejte Depeše ještě dnes, prvních 20 SMS je zdarma.",
    register: "Založte si zdarma účet",
    prices: "Zobrazit ceny",
  },
  notFound: {
    title: "Stránka nenalezena",
    text: "Hledaný obsah se nám nepodařilo najít.",
    brokenLink:
      "Pokud jste sem přišli odkazem z jiného webu, dejte prosím vědět jeho provozovateli, že odkaz je nefunkční.",
    home: "Přejít na úvodní stránku",
    help: "Otevřít nápovědu",
  },
  error: {
    // The spec fixes these two strings in English (§8); the sentence after them is Czech.
    title: "This page crashed.",
    tryAgain: "Try again",
    explanation: "Omlouváme se, při zobrazení stránky došlo k chybě. Zkuste to znovu, nebo nám napište na podpora@depese.cz.",
    causedBy: "Příčina:",
    retry: "Retry",
    chunkFailed: "Část stránky se nepodařilo načíst. Zkontrolujte připojení k internetu a zkuste to znovu.",
    loading: "Načítání…",
  },
  colorMode: {
    toLight: "Přepnout na světlý režim",
    toDark: "Přepnout na tmavý režim",
  },
  toc: { title: "Na této stránce" },
  consent: {
    label: "Souhlas s cookies",
    text: "Soubory cookies používáme pro pohodlné procházení webu a analýzu návštěvnosti. Podrobnosti najdete v",
    policy: "zásadách ochrany osobních údajů",
    accept: "Souhlasím",
    decline: "Odmítám",
    settings: "Nastavení cookies",
  },
  chat: {
    open: "Chat s podporou",
    title: "Napište nám",
    text: "Chat teď není k dispozici. Kontakty na podporu najdete na stránce",
    contactPage: "Kontakt",
    email: "nebo nám napište na",
    close: "Zavřít",
  },
  page: {
    draft: "Koncept: tato stránka se v produkčním webu nezobrazí.",
    unlisted: "Neveřejná stránka: není v navigaci, ve vyhledávání ani v mapě webu a zná ji jen ten, kdo má odkaz.",
  },
} as const;
