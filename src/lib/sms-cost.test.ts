import { describe, expect, it } from "vitest";
import { estimateCost, MAX_RECIPIENTS, parseRecipients } from "./sms-cost";

describe("estimateCost", () => {
  it("multiplies recipients, parts and price, and adds 21 % VAT", () => {
    expect(estimateCost(2, 1000, 0.79, 0.21)).toEqual({ messages: 2000, withoutVat: 1580, withVat: 1911.8 });
    expect(estimateCost(1, 1, 0.79, 0.21)).toEqual({ messages: 1, withoutVat: 0.79, withVat: 0.96 });
    expect(estimateCost(3, 7, 1.29, 0.21)).toEqual({ messages: 21, withoutVat: 27.09, withVat: 32.78 });
  });

  it("costs nothing for an empty text or no recipients", () => {
    expect(estimateCost(0, 1000, 0.79, 0.21).withVat).toBe(0);
    expect(estimateCost(2, 0, 0.79, 0.21).messages).toBe(0);
  });
});

describe("parseRecipients", () => {
  it.each([
    ["1000", 1000],
    ["10 000", 10000],
    ["0", 0],
    ["999999999", MAX_RECIPIENTS],
  ])("%j → %d", (input, expected) => expect(parseRecipients(input)).toBe(expected));

  it.each([null, "", "-5", "1,5", "abc", "1e6", "1234567890"])("rejects %j", (input) =>
    expect(parseRecipients(input)).toBeNull(),
  );
});
