import { describe, expect, it } from "vitest";
import { collapseDuration } from "./collapse";

describe("collapseDuration", () => {
  it("grows with the height and stays bounded", () => {
    expect(collapseDuration(0)).toBe(0);
    expect(collapseDuration(36)).toBeLessThan(collapseDuration(180));
    expect(collapseDuration(180)).toBeLessThan(collapseDuration(600));
    expect(collapseDuration(100_000)).toBe(500);
  });
});
