import type { PriceChannel } from "../../lib/price-facts";

// The channels side by side: what a business weighing them needs to know. Prices come from the
// price list (the last row), everything else is how the channels work.

export type ComparedChannel = "sms" | "rcs" | "viber" | "whatsapp";

export const comparedChannels: Record<ComparedChannel, { name: string; href: string; price: PriceChannel }> = {
  sms: { name: "SMS", href: "/sms/", price: "sms" },
  rcs: { name: "RCS", href: "/rcs/", price: "rcs" },
  viber: { name: "Viber", href: "/viber/", price: "viber" },
  whatsapp: { name: "WhatsApp", href: "/whatsapp/", price: "whatsapp" },
};

/** true and false render as a tick or a dash with a spoken "ano" / "ne"; a string says more. */
export const comparisonRows: { label: string; values: Record<ComparedChannel, string | boolean> }[] = [
  {
    label: "Kde zprávu uvidí",
    values: {
      sms: "v každém mobilu",
      rcs: "ve Zprávách na Androidu",
      viber: "v aplikaci Viber",
      whatsapp: "v aplikaci WhatsApp",
    },
  },
  { label: "Dorazí i bez internetu", values: { sms: true, rcs: false, viber: false, whatsapp: false } },
  { label: "Obrázky a tlačítka", values: { sms: false, rcs: true, viber: true, whatsapp: true } },
  {
    label: "Logo a ověřený odesílatel",
    values: { sms: "název firmy jako odesílatel", rcs: true, viber: true, whatsapp: true },
  },
  {
    label: "Zákazník může odpovědět",
    values: { sms: "na virtuální nebo sdílené číslo", rcs: true, viber: true, whatsapp: "do 24 hodin zdarma" },
  },
  {
    label: "Schválení předem",
    values: {
      sms: "jen textový odesílatel",
      rcs: "registrace značky",
      viber: "registrace účtu",
      whatsapp: "šablony zpráv",
    },
  },
];
