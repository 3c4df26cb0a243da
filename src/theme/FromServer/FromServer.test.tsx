import React from "react";
import { describe, expect, it, vi } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import SignupBanner from "../SignupBanner";
import SignupBannerBrowser from "../SignupBanner/index.browser";
import ConsentBanner from "../Consent/Banner";
import ConsentBannerBrowser from "../Consent/Banner.browser";

vi.mock("gatsby", () => import("../../test-utils/gatsby"));

/** The outer element's opening tag: what the browser's stand-in must render exactly as the server. */
const openingTag = (element: React.ReactElement) => renderToStaticMarkup(element).match(/^<[^>]*>/)?.[0];

describe("the shell's parts kept as the server's HTML", () => {
  it.each([
    ["the closing call to action", <SignupBanner key="s" />, <SignupBannerBrowser key="b" />],
    ["the consent banner", <ConsentBanner key="s" />, <ConsentBannerBrowser key="b" />],
  ])("%s: the browser renders the server's outer element, empty", (_name, server, browser) => {
    expect(openingTag(browser)).toBe(openingTag(server));
    expect(renderToStaticMarkup(browser)).toMatch(/^<[^>]*><\/\w+>$/);
  });
});
