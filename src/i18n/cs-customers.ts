// Visible strings of the customer stories' pages (/zakaznici/, src/templates/customer-story.tsx).

export const csCustomers = {
  listTitle: "Příběhy zákazníků",
  listLead:
    "Jak firmy od kadeřnictví po e-shopy posílají SMS, WhatsApp a RCS přes Depeši – co řešily, co udělaly a co změřily.",
  listDescription: "Příběhy zákazníků Depeše: co firmy řešily, jaký kanál zvolily a jaký výsledek změřily.",
  storyTitle: (company: string, result: string) => `${company}: ${result}`,
  service: "Jak služba funguje",
  howTheyDidIt: "Co řešili a jak",
  others: "Další příběhy zákazníků",
  readStory: "Celý příběh",
  all: "Všechny příběhy zákazníků",
  ctaTitle: "Vyzkoušejte to u sebe",
  ctaText: "Účet založíte za pár minut a první SMS pošlete zdarma. Na větší projekt se ozvěte obchodu.",
};
