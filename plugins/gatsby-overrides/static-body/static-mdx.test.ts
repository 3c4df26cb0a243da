import { describe, expect, it } from "vitest";
import { isStaticMdx, reactComponentsIn } from "./static-mdx";

describe("isStaticMdx", () => {
  it("keeps a body with a component declared as needing React in React, and everything else static", () => {
    expect(isStaticMdx("## Kódy chyb\n\n<ApiErrorCodes />")).toBe(false);
    expect(isStaticMdx('<Tabs groupId="language"><Tab label="PHP">…</Tab></Tabs>\n\n<ApiDeliveryCodes />')).toBe(true);
  });

  it("names the declared components a body uses, once each, and not a longer name that starts alike", () => {
    expect(reactComponentsIn("<ApiErrorCodes />\n\n<ApiErrorCodes/>\n<ApiErrorCodesTable />")).toEqual([
      "ApiErrorCodes",
    ]);
  });
});
