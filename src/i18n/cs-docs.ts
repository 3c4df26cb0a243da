// Visible strings of the docs pages and the components of their MDX: apart from cs.ts, which every page's
// first load carries, so only the pages that show them load them.

export const csDocs = {
  sidebar: "Dokumentace",
  toggleCategory: (label: string) => `Rozbalit nebo sbalit kategorii „${label}“`,
  breadcrumbs: "Drobečková navigace",
  home: "Domů",
  pagination: "Stránkování dokumentace",
  previous: "Předchozí",
  next: "Další",
  lastUpdated: "Naposledy upraveno",
  categoryItems: "Obsah kategorie",
  admonition: { tip: "Tip", info: "Informace", warning: "Upozornění", danger: "Pozor" },
  copy: "Kopírovat kód",
  copied: "Zkopírováno",
  headingLink: (title: string) => `Odkaz na sekci „${title}“`,
} as const;
