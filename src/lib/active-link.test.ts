import { describe, expect, it } from "vitest";
import { isActiveItem } from "./active-link";

describe("isActiveItem", () => {
  it.each([
    [{ to: "/sms/" }, "/sms/", true],
    [{ to: "/sms/" }, "/sms/text-odesilatel/", true],
    [{ to: "/sms/" }, "/sms-api/", false],
    [{ to: "/" }, "/sms/", false],
    [{ to: "/" }, "/", true],
    [{ to: "/docs/category/help/", activeBasePath: "/docs/help/" }, "/docs/help/kontakty/", true],
    [{ to: "/docs/category/help/", activeBasePath: "/docs/help/" }, "/docs/category/help/", false],
    [{ activeBaseRegex: "^/(sms-api|api-sdk|docs/api)/" }, "/docs/api/json/", true],
    [{ activeBaseRegex: "^/(sms-api|api-sdk|docs/api)/" }, "/sms/", false],
    [{ href: "https://app.depese.cz/" } as { to?: string }, "/", false],
  ])("%j on %s → %s", (item, path, expected) => expect(isActiveItem(item, path)).toBe(expected));
});
