// Visible strings of the customer stories' pages (/zakaznici/, src/templates/customer-story.tsx).

export const csCustomers = {
  listTitle: "Příběhy zákazníků",
  listLead:
    "Jak firmy od kadeřnictví po e-shopy posílají SMS, WhatsApp a RCS přes Depeši – co řešily, co udělaly a co změřily.",
  listEyebrow: "Od kadeřnictví po dodavatele energií",
  allStories: (count: number) =>
    count === 1 ? "Jeden příběh" : count < 5 ? `Všechny ${count} příběhy` : `Všech ${count} příběhů`,
  listDescription: "Příběhy zákazníků Depeše: co firmy řešily, jaký kanál zvolily a jaký výsledek změřily.",
  storyTitle: (company: string, result: { value: string; label: string }) =>
    `${company}: ${result.value} ${result.label}`,
  service: "Jak služba funguje",
  howTheyDidIt: "Co řešili a jak",
  others: "Další příběhy zákazníků",
  readStory: "Celý příběh",
  all: "Všechny příběhy zákazníků",
  ctaTitle: "Vyzkoušejte to u sebe",
  ctaText: "Účet založíte za pár minut a první SMS pošlete zdarma. Na větší projekt se ozvěte obchodu.",
};
