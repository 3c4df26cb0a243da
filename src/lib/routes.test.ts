import { describe, expect, it } from "vitest";
import { routeFromContentPath, routeToUrlPath } from "./routes";

describe("routeFromContentPath", () => {
  it.each([
    ["index.mdx", "/"],
    ["markdown-page.mdx", "/markdown-page/"],
    ["sms/index.mdx", "/sms/"],
    ["sms/text-odesilatel.mdx", "/sms/text-odesilatel/"],
    ["index copy.mdx", "/index copy/"],
    ["rozesilani-sms/vyhodnoceni-rozesilani.mdx", "/rozesilani-sms/vyhodnoceni-rozesilani/"],
  ])("%s → %s", (file, route) => expect(routeFromContentPath(file)).toBe(route));

  it("writes the space route with %20 in URLs", () => {
    expect(routeToUrlPath("/index copy/")).toBe("/index%20copy/");
  });
});
