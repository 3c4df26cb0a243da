import { describe, expect, it } from "vitest";
import type { FooterConfig } from "./schema";
import { footerConfig } from "./footer";
import * as browser from "./footer.browser";

describe("the browser's footer configuration", () => {
  it("shapes the footer as the site's configuration does: style, columns or a row, logo", () => {
    const shape = (config: FooterConfig) => ({
      style: config.style,
      columns: config.links.length > 0 && "title" in config.links[0],
      logo: config.logo,
    });
    expect(shape(browser.footerConfig)).toEqual(shape(footerConfig));
  });
});
