// Visible strings of the page `gatsby develop` shows instead of a file with bad content
// (src/templates/content-problems.tsx). Production never builds that page.

export const csContentProblems = {
  title: "Tato stránka má chyby v obsahu",
  lead: "Opravte je v souboru a uložte ho: stránka se obnoví sama, server není třeba restartovat. Ostatní stránky webu fungují dál.",
  place: "Soubor a řádek",
  build: "Dokud chyby trvají, produkční sestavení webu skončí chybou se stejným popisem.",
} as const;
