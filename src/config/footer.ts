import type { FooterConfig } from "./schema";
import { externalUrls } from "./env";

// The footer's links and copyright (siteConfig.footer). The same on every page, so the production
// browser bundle gets ./footer.browser.ts instead (plugins/gatsby-overrides/webpack.ts) and keeps the footer the
// server rendered (src/theme/Footer).

export const footerConfig = {
  style: "dark",
  links: [
    {
      title: "Použití",
      items: [
        { label: "Hromadné SMS", to: "/hromadne-sms/" },
        { label: "Marketingové SMS", to: "/marketingove-sms/" },
        { label: "Jak funguje API", to: "/jak-funguje-api/" },
        { label: "Chat se zákazníky", to: "/chat/" },
        { label: "Sdílené číslo", to: "/sdilene-cislo/" },
        { label: "SMS z prohlížeče Chrome", to: "/sms-chrome/" },
        { label: "Integrace", to: "/integrace/" },
        { label: "Pro agentury", to: "/agentury/" },
      ],
    },
    {
      title: "Odesílání",
      items: [
        { label: "SMS", to: "/sms/" },
        { label: "Viber", to: "/viber/" },
        { label: "WhatsApp", to: "/whatsapp/" },
        { label: "RCS", to: "/rcs/" },
        { label: "SIM hosting", to: "/sim-hosting/" },
        { label: "Vlastní operátor (BYOP)", to: "/sms-byop/" },
        { label: "SMS API", to: "/sms-api/" },
        { label: "Dokumentace API", to: "/docs/api/" },
      ],
    },
    {
      title: "Příjem",
      items: [
        { label: "Příjem SMS", to: "/prijem-sms/" },
        { label: "Virtuální telefonní číslo", to: "/virtualni-telefonni-cislo/" },
        { label: "SIM hosting", to: "/sim-hosting/" },
        { label: "Automatické zpracování SMS", to: "/sms-sluzby/automaticke-zpracovani-sms/" },
      ],
    },
    {
      title: "Řešení",
      items: [
        { label: "Ochrana před spamem", to: "/sms-spam/" },
        { label: "Odhlašování z SMS", to: "/sms-opt-out/" },
        { label: "Kontrola čísel", to: "/sms-check/" },
        { label: "Měření spokojenosti", to: "/sms-sluzby/mereni-spokojenosti/" },
        { label: "Vyhodnocení rozesílání", to: "/rozesilani-sms/vyhodnoceni-rozesilani/" },
        { label: "SMS PIN", to: "/sms-pin/" },
        { label: "Textový odesílatel", to: "/sms/text-odesilatel/" },
      ],
    },
    {
      title: "Nástroje",
      items: [
        { label: "Počítadlo délky SMS", to: "/tool/delka-sms/" },
        { label: "Ověření telefonního čísla", to: "/tool/validace-cisla/" },
      ],
    },
    {
      title: "O nás",
      items: [
        { label: "Kontakt", to: "/docs/kontakt/" },
        { label: "O společnosti", to: "/docs/info/" },
        { label: "Příběhy zákazníků", to: "/zakaznici/" },
        { label: "Nápověda", to: "/docs/category/help/" },
        { label: "Časté dotazy", to: "/faq/" },
        { label: "Blog", to: "/blog/" },
        { label: "Volná místa", to: "/docs/volna-mista/" },
        { label: "LinkedIn", href: externalUrls.linkedin },
        { label: "Stav služeb", href: externalUrls.status },
      ],
    },
  ],
  // The year of the build, so the footer never shows a past year (a yearly build is enough).
  copyright: `© 2012–${new Date().getFullYear()} Depeše`,
} satisfies FooterConfig;
