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
  page: {
    draft: "Koncept: tato stránka se v produkčním webu nezobrazí.",
    unlisted: "Neveřejná stránka: není v navigaci, ve vyhledávání ani v mapě webu a zná ji jen ten, kdo má odkaz.",
  },
  tools: {
    smsLength: {
      title: "Délka SMS",
      description: "Spočítejte znaky, kódování a počet SMS své zprávy, odstraňte diakritiku a odhadněte cenu rozesílky. Zdarma a přímo v prohlížeči.",
      lead: "Napište nebo vložte text zprávy a hned uvidíte, kolik znaků má, v jakém kódování odejde, na kolik SMS se rozdělí a kolik rozesílka bude stát.",
    },
    phoneValidator: {
      title: "Validace telefonního čísla",
      description: "Ověřte formát telefonního čísla nebo celého seznamu: platnost, země, typ a zápis E.164. Kontrola probíhá jen ve vašem prohlížeči.",
      lead: "Zkontrolujte jedno číslo nebo vložte celý seznam. Uvidíte, která čísla jsou platná, z jaké země jsou, zda jde o mobil, a vyčištěný seznam si stáhnete jako CSV.",
    },
    private: "Nic z toho, co do nástroje napíšete, neopouští váš prohlížeč: výpočet běží přímo na vašem počítači a nic se neodesílá na server.",
    noscript: "Nástroj potřebuje JavaScript. Vysvětlení níže si přečtete i bez něj.",
  },
} as const;
