import { describe, expect, it } from "vitest";
import { isStaticMdx } from "./static-mdx";

describe("isStaticMdx", () => {
  it("keeps a body with the filterable error-code table in React, and everything else static", () => {
    expect(isStaticMdx("## Kódy chyb\n\n<ApiErrorCodes />")).toBe(false);
    expect(isStaticMdx('<Tabs groupId="language"><Tab label="PHP">…</Tab></Tabs>\n\n<ApiDeliveryCodes />')).toBe(true);
  });
});
