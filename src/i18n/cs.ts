// Every visible string of the shared shell that the browser's code reads, in one typed object; every
// page's first load carries it. The shell's parts the browser keeps as the server's HTML take theirs
// from ./cs-from-server.ts; the strings of one page kind live beside it in cs-<kind>.ts, page copy
// in content/.

export const cs = {
  skipToContent: "Přeskočit na obsah",
  announcement: { close: "Zavřít oznámení" },
  /** The name of a table's scrolling box, from its column headings. */
  table: (headers: string[]) => (headers.length ? `Tabulka: ${headers.join(", ")}` : "Tabulka"),
  search: {
    button: "Hledat",
    shortcut: "Ctrl K",
    dialog: "Hledání na webu",
    close: "Zavřít hledání",
    // The field's, the results' and the fallback links' strings load with the search panel, and the
    // results' section names are in the index the build writes: ./cs-search.ts.
  },
  navbar: {
    label: "Hlavní navigace",
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
  error: {
    // docs/product-spec.md §8 fixes these two strings in English; the sentence after them is Czech.
    title: "This page crashed.",
    tryAgain: "Try again",
    explanation:
      "Omlouváme se, při zobrazení stránky došlo k chybě. Zkuste to znovu, nebo nám napište na podpora@depese.cz.",
    causedBy: "Příčina:",
    retry: "Retry",
    chunkFailed: "Část stránky se nepodařilo načíst. Zkontrolujte připojení k internetu a zkuste to znovu.",
    loading: "Načítání…",
  },
  colorMode: {
    toLight: "Přepnout na světlý režim",
    toDark: "Přepnout na tmavý režim",
  },
  toc: { title: "Na této stránce" },
  consent: {
    label: "Souhlas s cookies",
    settings: "Nastavení cookies",
  },
  chat: {
    open: "Chat s podporou",
    title: "Napište nám",
  },
  page: {
    draft: "Koncept: tato stránka se v produkčním webu nezobrazí.",
    unlisted: "Neveřejná stránka: není v navigaci, ve vyhledávání ani v mapě webu a zná ji jen ten, kdo má odkaz.",
  },
} as const;
