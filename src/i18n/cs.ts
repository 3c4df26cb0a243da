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
  page: {
    draft: "Koncept: tato stránka se v produkčním webu nezobrazí.",
    unlisted: "Neveřejná stránka: není v navigaci, ve vyhledávání ani v mapě webu a zná ji jen ten, kdo má odkaz.",
  },
} as const;
