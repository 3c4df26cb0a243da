import React from "react";
import { renderToString } from "react-dom/server";
import { render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import StaticBody from ".";

afterEach(() => vi.unstubAllGlobals());

describe("StaticBody", () => {
  it("shows the body the build rendered in the browser", () => {
    const { container } = render(
      <StaticBody html="<p>Text z&nbsp;poslední sestavy</p>">
        <p>Text z MDX</p>
      </StaticBody>,
    );
    expect(container.textContent).toBe("Text z\u00a0poslední sestavy");
  });

  it("renders the MDX on the server even when the page data still carries an earlier build's body", () => {
    vi.stubGlobal("window", undefined);
    const html = renderToString(
      <StaticBody html="<p>Starý text</p>">
        <p>Nový odstavec</p>
      </StaticBody>,
    );
    expect(html).toContain("Nový odstavec");
    expect(html).not.toContain("Starý text");
  });
});
