import React from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import ToolPage from ".";

afterEach(cleanup);

const page = (
  <ToolPage
    title="Délka SMS"
    lead="Kolik znaků má zpráva"
    height={{ narrow: 1240, wide: 900 }}
    tool={<p data-testid="tool">počítadlo</p>}
  >
    <p>Vysvětlení</p>
  </ToolPage>
);

describe("ToolPage", () => {
  it("holds the tool's height in the server's HTML, where the tool does not render", () => {
    const html = renderToString(page);
    expect(html).toContain('data-testid="tool-placeholder"');
    expect(html).toContain("--tool-narrow:1240px;--tool-wide:900px");
    expect(html).not.toContain("počítadlo");
  });

  it("shows the tool in the placeholder's stead once hydrated", () => {
    render(page);
    expect(screen.getByTestId("tool").textContent).toBe("počítadlo");
    expect(screen.queryByTestId("tool-placeholder")).toBeNull();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Délka SMS");
  });
});
