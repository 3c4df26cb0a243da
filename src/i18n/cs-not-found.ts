// Visible strings of the not-found page (src/pages/404.tsx): apart from cs.ts, which every page's
// first load carries, so only the pages that show them load them.

export const csNotFound = {
  title: "Stránka nenalezena",
  text: "Hledaný obsah se nám nepodařilo najít.",
  brokenLink:
    "Pokud jste sem přišli odkazem z jiného webu, dejte prosím vědět jeho provozovateli, že odkaz je nefunkční.",
  home: "Přejít na úvodní stránku",
  help: "Otevřít nápovědu",
} as const;
