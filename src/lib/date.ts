// Dates shown to readers, in Czech ("12. března 2025"), computed at build time.

const czechDate = new Intl.DateTimeFormat("cs-CZ", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Prague" });

export function formatCzechDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new Error(`Not a date: "${iso}"`);
  return czechDate.format(date);
}
