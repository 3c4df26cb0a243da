import type { SiteConfig } from "./schema";
import { externalUrls } from "./env";
import { locales, defaultLocale } from "./locales";
import { footerConfig } from "./footer";

// The site's configuration. Validated when the build starts (src/node/config.ts); components
// import it directly, typed, without the validator.
export const siteConfig = {
  title: "Depeše",
  tagline: "Hromadné SMS a firemní zprávy, které dorazí",
  // Where a button or link leads by what it says („Kontaktovat obchod“ → sales). Hero, CtaBand and
  // the intent check (src/lib/cta-intent.ts) read these; content names the intent, not the address.
  callsToAction: {
    sales: "/docs/kontakt/#obchod",
    support: "/docs/kontakt/#zakaznicka-podpora",
    prices: "/ceny/",
    apiDocs: "/docs/api/",
    help: "/docs/category/help/",
    register: externalUrls.registration,
  },
  navbar: {
    title: "Depeše",
    logo: { src: "/logo.svg", alt: "Depeše – úvodní stránka", href: "/", width: 32, height: 32 },
    hideOnScroll: true,
    style: "primary",
    items: [
      {
        type: "dropdown",
        label: "Odesílání",
        position: "left",
        items: [
          { type: "link", label: "SMS", to: "/sms/" },
          { type: "link", label: "WhatsApp", to: "/whatsapp/" },
          { type: "link", label: "Viber", to: "/viber/" },
          { type: "link", label: "RCS", to: "/rcs/" },
          { type: "link", label: "SIM hosting", to: "/sim-hosting/" },
        ],
      },
      {
        type: "dropdown",
        label: "Pro vývojáře",
        position: "left",
        activeBaseRegex: "^/(sms-api|api-sdk|docs/api)/",
        items: [
          { type: "link", label: "SMS API", to: "/sms-api/" },
          { type: "docSidebar", label: "Dokumentace API", sidebarId: "api" },
          { type: "link", label: "Knihovny SDK", to: "/api-sdk/" },
        ],
      },
      // The whole offer beyond the channels: every marketing page is here, in the two menus above
      // or one click from a page that is (e2e/navigation.test.ts walks it).
      {
        type: "dropdown",
        label: "Řešení",
        position: "left",
        items: [
          { type: "html", html: "Použití" },
          { type: "link", label: "Hromadné SMS", to: "/hromadne-sms/" },
          { type: "link", label: "Marketingové SMS", to: "/marketingove-sms/" },
          { type: "link", label: "SMS PIN a\u00a0ověření", to: "/sms-pin/" },
          { type: "link", label: "Chat se zákazníky", to: "/chat/" },
          { type: "link", label: "Příjem SMS", to: "/prijem-sms/" },
          { type: "link", label: "Virtuální číslo", to: "/virtualni-telefonni-cislo/" },
          { type: "html", html: "Propojení" },
          { type: "link", label: "Integrace", to: "/integrace/" },
          { type: "link", label: "iPhone a\u00a0Mac", to: "/apple/" },
          { type: "link", label: "Rozšíření pro Chrome", to: "/sms-chrome/" },
          { type: "link", label: "Chatovací okno na web", to: "/chat-widget/" },
          { type: "html", html: "Pro firmy a\u00a0agentury" },
          { type: "link", label: "Pro agentury", to: "/agentury/" },
          { type: "link", label: "Vlastní operátor (BYOP)", to: "/sms-byop/" },
          { type: "link", label: "Ochrana před spamem", to: "/sms-spam/" },
          { type: "link", label: "Jak funguje API", to: "/jak-funguje-api/" },
          { type: "link", label: "Jak začít", to: "/start/" },
          { type: "link", label: "Příběhy zákazníků", to: "/zakaznici/" },
        ],
      },
      { type: "link", label: "Ceník", to: "/ceny/", position: "left" },
      { type: "link", label: "Blog", to: "/blog/", position: "left" },
      // Only the help docs and their category pages: /docs/ also holds Kontakt, the API docs and the price pages.
      {
        type: "link",
        label: "Nápověda",
        to: "/docs/category/help/",
        position: "left",
        activeBaseRegex: "^/docs/(help|category)/",
      },
      { type: "link", label: "Časté dotazy", to: "/faq/", position: "left" },
      { type: "link", label: "Kontakt", to: "/docs/kontakt/", position: "left" },
      { type: "search", position: "right" },
      { type: "localeDropdown", position: "right" },
      { type: "link", label: "Přihlásit se", href: externalUrls.login, position: "right" },
      { type: "link", label: "Registrace", href: externalUrls.registration, position: "right", className: "button" },
    ],
  },
  footer: footerConfig,
  announcementBar: {
    id: "bonus-kredit-2026",
    content: 'Při dobití kreditu získáte až 10 % navíc. <a href="/ceny/akce-bonus/">Podmínky akce</a>',
    backgroundColor: "#ffb020",
    textColor: "#1a1a1a",
    isCloseable: true,
  },
  colorMode: { defaultMode: "light", disableSwitch: true, respectPrefersColorScheme: false },
  i18n: { defaultLocale, locales },
  docs: {
    currentVersion: "current",
    versions: [{ name: "current", label: "Aktuální verze", mainDocId: "help/odesilani-sms", docs: [] }],
  },
} satisfies SiteConfig;

export type Site = typeof siteConfig;
