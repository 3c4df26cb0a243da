import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import CodeBlock from "../components/CodeBlock";
import { installCopy } from "./copy";

let uninstall: () => void;
let clipboard: string[];
beforeEach(() => {
  clipboard = [];
  vi.useFakeTimers();
  vi.stubGlobal("navigator", { clipboard: { writeText: async (text: string) => void clipboard.push(text) } });
  document.body.innerHTML = renderToStaticMarkup(
    React.createElement(CodeBlock, null, React.createElement("code", null, "curl https://api.depese.cz/")),
  );
  uninstall = installCopy(document);
});
afterEach(() => {
  uninstall();
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
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.stubGlobal("navigator", { clipboard: { writeText: () => Promise.reject(new DOMException("odepřeno")) } });
    button().click();
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(button().textContent).toBe("Kopírovat kód");
  });
});
