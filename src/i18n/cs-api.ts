// Visible strings of the API docs and references: apart from cs.ts, which every page's
// first load carries, so only the pages that show them load them.

export const csApi = {
  referenceDescription: (title: string) => `${title}: všechny metody, parametry, odpovědi a chybové kódy API Depeše.`,
  findCode: "Najít kód chyby",
  shown: (shown: number, all: number) => (shown === all ? `Všech ${all} kódů` : `Zobrazeno ${shown} z ${all} kódů`),
  noMatch: (query: string) => `Žádný kód neodpovídá hledání „${query}“.`,
  code: "Kód",
  httpStatus: "HTTP status",
  name: "Název",
  meaning: "Význam",
  status: "Stav",
  limit: "Limit",
  value: "Hodnota",
  loadFailed: "Specifikaci API se nepodařilo načíst. Zkontrolujte připojení k internetu a zkuste to znovu.",
  retry: "Retry",
  download: "Stáhnout specifikaci (YAML)",
  reference: "Referenční dokumentace",
} as const;
