// Dates written the Czech way: "21. listopadu 2026" (the month in the genitive, no leading zero).

const MONTHS = [
  "ledna",
  "února",
  "března",
  "dubna",
  "května",
  "června",
  "července",
  "srpna",
  "září",
  "října",
  "listopadu",
  "prosince",
];

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;

/** The calendar day of "2026-11-21" or "2026-11-21T00:00:00.000Z", or null when it is no real day. */
export function parseIsoDay(value: string): { year: number; month: number; day: number } | null {
  const match = ISO_DAY.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** "2026-11-21" → "21. listopadu 2026", with non-breaking spaces so the date never breaks. */
export function formatCzechDate(value: string): string {
  const parsed = parseIsoDay(value);
  if (!parsed) throw new Error(`Neplatné datum: ${value}`);
  return `${parsed.day}.\u00a0${MONTHS[parsed.month - 1]}\u00a0${parsed.year}`;
}

/** The year of an ISO date, for grouping posts. */
export const yearOf = (value: string): number => Number(value.slice(0, 4));
