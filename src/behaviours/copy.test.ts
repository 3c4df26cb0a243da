import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import CodeBlock from "../components/CodeBlock";
import { installCopy } from "./copy";

let clipboard: string[];
beforeAll(() => installCopy(document));
beforeEach(() => {
  clipboard = [];
  vi.useFakeTimers();
  vi.stubGlobal("navigator", { clipboard: { writeText: async (text: string) => void clipboard.push(text) } });
  document.body.innerHTML = renderToStaticMarkup(
    React.createElement(CodeBlock, null, React.createElement("code", null, "curl https://api.depese.cz/")),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

const button = () => document.querySelector<HTMLButtonElement>("button[data-copy]")!;

describe("copy behaviour", () => {
  it("copies the block's code and says so for two seconds, with the strings of the markup", async () => {
    expect(button().textContent).toBe("Kopírovat kód");
    button().click();
    await vi.waitFor(() => expect(clipboard).toEqual(["curl https://api.depese.cz/"]));
    expect(button().textContent).toBe("Zkopírováno");
    vi.advanceTimersByTime(2000);
    expect(button().textContent).toBe("Kopírovat kód");
  });

  it("keeps its label when the clipboard refuses", async () => {
    const refused = vi.fn(() => Promise.reject(new DOMException("odepřeno")));
    vi.stubGlobal("navigator", { clipboard: { writeText: refused } });
    button().click();
    await vi.waitFor(() => expect(refused).toHaveBeenCalled());
    await Promise.resolve();
    expect(button().textContent).toBe("Kopírovat kód");
  });
});
