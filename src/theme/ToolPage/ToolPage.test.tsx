import React from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import ToolPage from ".";

afterEach(cleanup);

const page = (
  <ToolPage title="Délka SMS" lead="Kolik znaků má zpráva" minHeight={900} tool={<p data-testid="tool">počítadlo</p>}>
    <p>Vysvětlení</p>
  </ToolPage>
);

describe("ToolPage", () => {
  it("holds the tool's least height in the server's HTML, where the tool does not render", () => {
    const html = renderToString(page);
    expect(html).toMatch(/style="min-height:900px" data-testid="tool-area"/);
    expect(html).not.toContain("počítadlo");
  });

  it("shows the tool in its area once hydrated, and keeps the area's height while it loads", () => {
    render(page);
    expect(screen.getByTestId("tool").textContent).toBe("počítadlo");
    expect(screen.getByTestId("tool-area").style.minHeight).toBe("900px");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Délka SMS");
  });
});
