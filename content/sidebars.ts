import type { Sidebars } from "../src/config/sidebars";

// The documentation sidebars. A string is a doc id (its file path under content/docs without
// .mdx). The pricing sidebar is generated from content/pricing and is not listed here.
const sidebars: Sidebars = {
  help: [
    {
      type: "category",
      label: "Nápověda",
      link: { type: "generated-index", slug: "help", title: "Nápověda", description: "Návody k odesílání, doručování a integracím Depeše." },
      collapsed: false,
      items: [
        {
          type: "category",
          label: "Odesílání SMS",
          link: { type: "generated-index", slug: "odesilani-sms", description: "Jak odeslat jednotlivou SMS i velkou kampaň." },
          items: ["help/odesilani-sms", "help/textovy-odesilatel", "help/sdilena-cisla", "help/sim-hosting"],
        },
        {
          type: "category",
          label: "Lepší SMS marketing",
          link: { type: "generated-index", slug: "lepsi-sms-marketing", description: "Doručitelnost, načasování a práce s kontakty." },
          items: ["help/nacasovane-odesilani", "help/uspesnost-doruceni", "help/duvody-nedoruceni", "help/kontakty"],
        },
        {
          type: "category",
          label: "Integrace",
          link: { type: "generated-index", slug: "integrace", description: "Propojení Depeše s Klaviyem, Makem a Zapierem." },
          items: ["help/integrace/klaviyo", "help/integrace/make", "help/integrace/zapier"],
        },
      ],
    },
  ],
  api: [
    "api/index",
    {
      type: "category",
      label: "JSON API",
      items: [
        "api/json/index",
        "api/json/simple",
        "api/json/speed",
        "api/json/sms",
        "api/json/viber",
        { type: "category", label: "WhatsApp", link: { type: "doc", id: "api/json/whatsapp/index" }, items: ["api/json/whatsapp/example"] },
        "api/json/flow",
        "api/json/ttl",
        {
          type: "category",
          label: "Metody API",
          items: [
            "api/json/api/send-message",
            "api/json/api/send-messages",
            "api/json/api/ids",
            "api/json/api/params",
            "api/json/api/no-credit",
            "api/json/api/wrong-number",
            "api/json/api/priority-sending",
            "api/json/api/fronts",
          ],
        },
        { type: "category", label: "Doručenky", items: ["api/json/delivery/codes", "api/json/delivery/messages"] },
        "api/json/error-codes",
        "api/json/accepted_rejected",
      ],
    },
    {
      type: "category",
      label: "API v1 (starší)",
      items: [
        "api/v1/callback",
        "api/v1/delivery",
        "api/v1/errors",
        "api/v1/gateways",
        { type: "category", label: "HTTP API", items: ["api/v1/http-api/send", "api/v1/http-api/json"] },
        { type: "category", label: "XML API", items: ["api/v1/xml-api/send", "api/v1/xml-api/json"] },
      ],
    },
    "api/tips",
  ],
};

export default sidebars;
