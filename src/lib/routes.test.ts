import { describe, expect, it } from "vitest";
import { routeToUrlPath } from "./routes";

describe("routeToUrlPath", () => {
  it("writes the space route with %20 in URLs", () => {
    expect(routeToUrlPath("/index copy/")).toBe("/index%20copy/");
  });
});
