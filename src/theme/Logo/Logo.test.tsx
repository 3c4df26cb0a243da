import React from "react";
import { existsSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { siteConfig } from "../../config";
import Logo from ".";

vi.mock("gatsby", () => import("../../test-utils/gatsby"));

afterEach(cleanup);

// Tests run from the repository root, like the build.
const staticDir = path.resolve("static");

describe("Logo", () => {
  it("uses the navbar logo's alt as the link's name, its href, width and height", () => {
    const { logo } = siteConfig.navbar;
    render(
      <Logo logo={logo}>
        <span>Depeše</span>
      </Logo>,
    );
    const link = screen.getByRole("link", { name: logo.alt });
    expect(link.getAttribute("href")).toBe(logo.href);
    const svg = link.querySelector("svg");
    expect([svg?.getAttribute("width"), svg?.getAttribute("height")]).toEqual([
      String(logo.width),
      String(logo.height),
    ]);
  });

  it("opens in a new tab only when the target says so, and then without an opener", () => {
    render(<Logo logo={{ src: "/logo.svg", alt: "Depeše", href: "/", target: "_blank", width: 32, height: 32 }} />);
    const link = screen.getByRole("link", { name: "Depeše" });
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener");
    cleanup();
    render(<Logo logo={{ src: "/logo.svg", alt: "Depeše", width: 32, height: 32 }} />);
    expect(screen.getByRole("link", { name: "Depeše" }).hasAttribute("target")).toBe(false);
    expect(screen.getByRole("link", { name: "Depeše" }).getAttribute("href")).toBe("/");
  });

  it("names files that static/ serves (src and srcDark)", () => {
    const logos = [siteConfig.navbar.logo, (siteConfig.footer as { logo?: typeof siteConfig.navbar.logo }).logo];
    const files = logos
      .flatMap((logo) => (logo ? [logo.src, (logo as { srcDark?: string }).srcDark] : []))
      .filter(Boolean) as string[];
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(existsSync(path.join(staticDir, file)), file).toBe(true);
  });
});
