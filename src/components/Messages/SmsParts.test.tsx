import React from "react";
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render } from "@testing-library/react";
import SmsParts, { smsPartsText } from "./SmsParts";
import { textOf } from "../../lib/text-of";

afterEach(cleanup);

describe("SmsParts", () => {
  it("names the parts sms-length counts, in words for a sentence", () => {
    expect(smsPartsText("Dobry den, vase objednavka je na ceste.")).toBe("jednu SMS");
    expect(smsPartsText("a".repeat(160))).toBe("jednu SMS");
    expect(smsPartsText("a".repeat(161))).toBe("dvě části");
    // Diacritics: UCS-2, 70 in one SMS, 67 in each part.
    expect(smsPartsText("č".repeat(70))).toBe("jednu SMS");
    expect(smsPartsText("č".repeat(71))).toBe("dvě části");
    expect(smsPartsText("č".repeat(135))).toBe("tři části");
    expect(smsPartsText("č".repeat(67 * 4 + 1))).toBe("5 částí");
  });

  it("renders the count, and says it as text for structured data", () => {
    const text = "Dobrý den Jana, v košíku na Vás čeká zboží.".repeat(2);
    const { container } = render(
      <p>
        Na <SmsParts text={text} />.
      </p>,
    );
    expect(container.textContent).toBe("Na dvě části.");
    expect(
      textOf(
        <>
          Na <SmsParts text={text} />.
        </>,
        {},
      ),
    ).toBe("Na dvě části.");
  });
});
