// Temporary price source of the SMS length tool's cost estimate. The price data belongs to the
// prices issue (issue 8), which has not landed: until then the tool reads the price of an SMS
// with a text sender from this one constant and offers only Czechia and Slovakia. The prices
// issue replaces this file with its price data (same shape: country code, Czech name, price).

/** VAT added for Czech customers. */
export const VAT_RATE = 0.21;

export interface SmsCountryPrice {
  /** ISO 3166-1 alpha-2 code. */
  code: string;
  /** Czech name shown in the country picker. */
  name: string;
  /** Price of one SMS (one part) with a text sender, CZK without VAT. */
  price: number;
}

export const smsPrices: readonly SmsCountryPrice[] = [
  { code: "CZ", name: "Česká republika", price: 0.79 },
  { code: "SK", name: "Slovensko", price: 1.29 },
];

/** The home country, preselected in the estimate. */
export const HOME_COUNTRY = "CZ";
