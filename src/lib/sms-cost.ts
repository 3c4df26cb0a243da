// Cost estimate of a send: recipients × parts (segments) × price of one SMS, with and without VAT.

export const MAX_RECIPIENTS = 10_000_000;

export interface CostEstimate {
  /** Billed SMS: recipients × segments. */
  messages: number;
  /** CZK without VAT, rounded to hellers. */
  withoutVat: number;
  /** CZK with VAT, rounded to hellers. */
  withVat: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export function estimateCost(segments: number, recipients: number, price: number, vatRate: number): CostEstimate {
  const messages = Math.max(0, Math.floor(segments)) * Math.max(0, Math.floor(recipients));
  const withoutVat = messages * price;
  return { messages, withoutVat: round2(withoutVat), withVat: round2(withoutVat * (1 + vatRate)) };
}

/** Recipient count from a field or the URL: digits only (spaces allowed, "1 000"), 0 to MAX_RECIPIENTS. */
export function parseRecipients(value: string | null | undefined): number | null {
  if (value == null) return null;
  const digits = value.replace(/[\s\u00a0\u202f]/g, "");
  if (!/^\d{1,9}$/.test(digits)) return null;
  return Math.min(Number(digits), MAX_RECIPIENTS);
}
